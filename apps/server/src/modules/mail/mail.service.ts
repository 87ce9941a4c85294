import type { Config } from '../../config.ts';
import { toPage } from '../../lib/paging.ts';
import type { Log } from '../../platform.ts';
import type { MailAttachment, OutboxMail, OutboxRepository } from './mail.repository.ts';
import type { MailContent, MailContext } from './mail.templates.ts';
import {
  createSmtpTransport,
  safeErrorText,
  type MailTransport,
  type OutgoingAttachment,
} from './mail.transport.ts';

/** Reads an attached file's bytes (the files module); null when the file is gone. */
export type AttachmentSource = (
  schoolId: number | null,
  fileId: number,
) => Promise<{ content: Buffer; contentType: string } | null>;

export interface MailDeps {
  outbox: OutboxRepository;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'APP_NAME' | 'PUBLIC_URL'>;
  /** Info lines: outbox id, kind, masked recipient and subject; never a body or a full address. */
  log: Log;
  now: () => Date;
  /** Defaults to SMTP through nodemailer when SMTP_URL is set, else none (log only). */
  transport?: MailTransport | null;
  /** Where attachments' bytes are read at delivery; without it mails go without them. */
  attachments?: AttachmentSource;
}

export interface QueuedMail {
  schoolId: number | null;
  kind: string;
  to: string;
  content: MailContent;
  sensitive?: boolean;
  /** Files sent along (an invoice PDF): referenced, read from file storage when it is sent. */
  attachments?: MailAttachment[];
}

/** Retry schedule: 30 s, 1 min, 2 min, … doubling up to one hour; a mail is never dropped. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;
const LEASE_MS = 2 * 60_000;
const HIDDEN_TEXT =
  'Sadržaj ove poruke sadrži pristupne podatke i dostavlja se samo primatelju putem e-pošte.';
const BATCH = 20;

export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/** "ana.horvat@example.com" → "a***@example.com": enough to tell mails apart, not to identify. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '***';
}

export type MailService = ReturnType<typeof createMailService>;

export function createMailService(deps: MailDeps) {
  const { now, outbox } = deps;
  const info = (line: string) => deps.log.info(line);
  const smtpUrl = deps.config.SMTP_URL;
  const transport =
    deps.transport !== undefined ? deps.transport : smtpUrl ? createSmtpTransport(smtpUrl) : null;
  const from = deps.config.MAIL_FROM ?? `${deps.config.APP_NAME} <no-reply@localhost>`;

  /** The mail's files as the transport takes them; a file deleted meanwhile is left out. */
  async function readAttachments(mail: OutboxMail): Promise<OutgoingAttachment[]> {
    const out: OutgoingAttachment[] = [];
    for (const a of mail.attachments) {
      const file = deps.attachments ? await deps.attachments(mail.schoolId, a.fileId) : null;
      if (!file) {
        deps.log.warn(`mail #${mail.id} ${mail.kind}: attachment file #${a.fileId} is gone`);
        continue;
      }
      out.push({ filename: a.fileName, content: file.content, contentType: file.contentType });
    }
    return out;
  }

  async function deliver(mail: OutboxMail): Promise<'sent' | 'logged' | 'failed' | 'skipped'> {
    const at = now();
    if (!(await outbox.claim(mail, new Date(at.getTime() + LEASE_MS).toISOString()))) {
      return 'skipped';
    }
    if (!transport) {
      // Without SMTP the admin area's outbox is where the mail is read; the log only points there.
      info(
        `mail #${mail.id} ${mail.kind} kept in the outbox (no SMTP_URL) to=${maskAddress(mail.toAddress)} subject="${mail.subject}"`,
      );
      await outbox.markDelivered(mail, 'logged', at.toISOString());
      return 'logged';
    }
    try {
      const attachments = await readAttachments(mail);
      await transport.send({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await outbox.markDelivered(mail, 'sent', now().toISOString());
      info(`mail #${mail.id} ${mail.kind} sent to=${maskAddress(mail.toAddress)}`);
      return 'sent';
    } catch (error) {
      const attempts = mail.attempts + 1;
      const next = new Date(now().getTime() + retryDelayMs(attempts)).toISOString();
      await outbox.markFailed(mail.id, attempts, next, safeErrorText(error, smtpUrl));
      info(`mail #${mail.id} ${mail.kind} failed (attempt ${attempts}), retry at ${next}`);
      return 'failed';
    }
  }

  return {
    /** Names used in every mail's subject and footer. */
    context(schoolName: string): MailContext {
      const base = deps.config.PUBLIC_URL;
      return {
        appName: deps.config.APP_NAME,
        schoolName,
        ...(base && { loginUrl: `${base}/login` }),
      };
    },
    /** Queues a mail inside the caller's transaction: it exists exactly when the change does. */
    async enqueue(mail: QueuedMail): Promise<number> {
      return outbox.insert(
        {
          schoolId: mail.schoolId,
          kind: mail.kind,
          toAddress: mail.to,
          subject: mail.content.subject,
          html: mail.content.html,
          text: mail.content.text,
          sensitive: mail.sensitive ?? false,
        },
        now().toISOString(),
        mail.attachments,
      );
    },
    /** One pass of the sender: every due mail is tried once. The job runner calls it. */
    async processOutbox() {
      const counts = { sent: 0, logged: 0, failed: 0, skipped: 0 };
      for (const mail of await outbox.due(now().toISOString(), BATCH)) {
        counts[await deliver(mail)] += 1;
      }
      return counts;
    },
    /**
     * The admin's view of their school's outbox, newest first (no HTML, no lease details). With
     * SMTP the mail reaches its owner, so passwords and codes are not shown to admins even while
     * a mail waits; without SMTP the outbox is the only way they reach anyone, so they are.
     */
    async listForSchool(schoolId: number, page: { limit: number; cursorId?: number }) {
      const rows = await outbox.listForSchool(schoolId, page.limit + 1, page.cursorId);
      const { items, nextCursor } = toPage(rows, page.limit);
      return {
        nextCursor,
        mails: items.map((m) => ({
          id: m.id,
          kind: m.kind,
          to: m.toAddress,
          subject: m.subject,
          text: m.sensitive && transport ? HIDDEN_TEXT : m.text,
          status: m.status,
          attempts: m.attempts,
          nextAttemptAt: m.status === 'pending' ? m.nextAttemptAt : null,
          lastError: m.lastError,
          sentAt: m.sentAt,
          createdAt: m.createdAt,
        })),
      };
    },
    /**
     * Mails hold names, addresses and reasons: once delivered they are kept as long as sign-up
     * requests are (PENDING_SIGNUP_RETENTION_DAYS), then deleted.
     */
    async pruneDelivered(retentionDays: number): Promise<number> {
      const cutoff = new Date(now().getTime() - retentionDays * 24 * 3600_000).toISOString();
      return outbox.deleteDeliveredBefore(cutoff);
    },
    close(): void {
      transport?.close();
    },
  };
}
