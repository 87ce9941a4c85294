import nodemailer from 'nodemailer';

export interface OutgoingAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: OutgoingAttachment[];
}

/** Something that hands a mail to a mail server; throws when the server refuses it. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}

/** An error as it may be stored: no credentials from the SMTP URL, bounded length. */
export function safeErrorText(error: unknown, smtpUrl?: string): string {
  let text = error instanceof Error ? error.message : String(error);
  if (smtpUrl) {
    try {
      const { username, password } = new URL(smtpUrl);
      for (const secret of [password, decodeURIComponent(password), username]) {
        if (secret) text = text.split(secret).join('***');
      }
    } catch {
      // an unparsable URL has nothing to hide here
    }
  }
  return text.replace(/\/\/[^@\s/]+@/g, '//***@').slice(0, 500);
}
