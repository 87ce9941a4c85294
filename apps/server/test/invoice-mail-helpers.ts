import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../src/config.ts';
import { createOutboxRepository } from '../src/modules/mail/mail.repository.ts';
import { createMailService } from '../src/modules/mail/mail.service.ts';
import type { TestApp } from './test-app.ts';
import { directAccess } from '../src/db/unit-of-work.ts';

/** Invoice e-mail tests: a real SMTP server that keeps whole messages, and a MIME reader. */

export interface MimePart {
  headers: Record<string, string>;
  body: Buffer;
}

function headersOf(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function decode(encoding: string | undefined, body: string): Buffer {
  const enc = (encoding ?? '7bit').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (enc === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  }
  // The message is read one byte per character (latin1): 8bit text is bytes as they came.
  return Buffer.from(body, 'latin1');
}

/** The leaf parts of a MIME message (multiparts opened, nested ones too). */
export function mimeParts(raw: string): MimePart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) {
    return [{ headers, body: decode(headers['content-transfer-encoding'], body) }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => mimeParts(part.replace(/^\r?\n/, '')));
}

export interface RawMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

function readMail(raw: string, to: string[]): RawMail {
  const head = headersOf(raw.slice(0, raw.search(/\r?\n\r?\n/)));
  const parts = mimeParts(raw);
  const subject = (head.subject ?? '').replace(
    /=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi,
    (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decode('quoted-printable', text.replace(/_/g, ' ')).toString('utf8'),
  );
  const text = parts.find((p) => (p.headers['content-type'] ?? '').startsWith('text/plain'));
  return {
    to,
    raw,
    subject,
    text: text ? text.body.toString('utf8') : '',
    attachments: parts
      .filter((p) => /attachment/.test(p.headers['content-disposition'] ?? ''))
      .map((p) => ({
        filename: /filename="?([^";]+)"?/.exec(p.headers['content-disposition'] ?? '')?.[1] ?? '',
        contentType: (p.headers['content-type'] ?? '').split(';')[0]!,
        content: p.body,
      })),
  };
}

/** An SMTP server on loopback (port 0) that records every message whole. */
export async function startRecordingSmtp() {
  const received: RawMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push(readMail(Buffer.concat(chunks).toString('latin1'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The app's mail sender over SMTP, reading attachments from the app's file storage. */
export function smtpMailer(t: TestApp, smtpUrl: string, log: string[] = []) {
  const push = (line: object | string) => void log.push(String(line));
  return createMailService({
    outbox: createOutboxRepository(directAccess(t.database.db)),
    config: loadConfig({
      NODE_ENV: 'test',
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Škola <skola@example.com>',
    }),
    now: () => t.clock.now,
    log: { info: push, warn: push, error: push },
    attachments: (schoolId, fileId) =>
      schoolId === null ? Promise.resolve(null) : t.app.services.files.readStored(schoolId, fileId),
  });
}
