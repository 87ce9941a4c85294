import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { loadConfig } from '../src/config.ts';
import { createOutboxRepository } from '../src/modules/mail/mail.repository.ts';
import { createMailService } from '../src/modules/mail/mail.service.ts';
import type { TestApp } from './test-app.ts';
import { directAccess } from '../src/db/unit-of-work.ts';

/** Helpers of the account-flow API tests (sign-up, review, mentor link, reset, mail). */

export const VALID_OIB = '69368383936';
let n = 0;

export function signupPayload(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    ime: 'Ana',
    prezime: 'Horvat',
    email: `prijava${n}-${Date.now()}@example.com`,
    oib: VALID_OIB,
    datumRodjenja: '1990-05-05',
    brojMobitela: '+385911234567',
    adresa: { ulica: 'Ilica', kucniBroj: '10', mjesto: 'Zagreb' },
    pohadjaTeoriju: true,
    maiZbor: false,
    napomene: 'Svira dvije godine.',
    agreement: true,
    ...overrides,
  };
}

/** Row counts of every table an account flow writes: a 4xx must leave them all unchanged. */
export async function rowCounts(db: Kysely<Database>) {
  const tables = [
    'pending_signups',
    'users',
    'outbox',
    'notifications',
    'password_reset_codes',
  ] as const;
  const out: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

export async function outboxTo(db: Kysely<Database>, to: string) {
  return db.selectFrom('outbox').selectAll().where('toAddress', '=', to).orderBy('id').execute();
}

/** Solves an ALTCHA challenge the way the browser widget does, and encodes the payload. */
export function solveAltcha(challenge: {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const hash = createHash('sha256')
      .update(challenge.salt + number)
      .digest('hex');
    if (hash === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('challenge not solvable');
}

/** The app's sender, driven by the test (the in-process runner does not run in tests). */
export function testMailer(t: TestApp, env: Record<string, string> = {}, log: string[] = []) {
  const push = (line: object | string) => void log.push(String(line));
  return createMailService({
    outbox: createOutboxRepository(directAccess(t.database.db)),
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    now: () => t.clock.now,
    log: { info: push, warn: push, error: push },
  });
}

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function decodeBytes(encoding: string, body: string): Buffer {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (enc === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
        bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(soft.charCodeAt(i));
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(body, 'utf8');
}

function parseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _cs, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBytes('quoted-printable', text.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** Just enough MIME to read what nodemailer sends: headers, text and HTML parts. */
export function parseMail(raw: string): Omit<ReceivedMail, 'to'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const out = {
    from: headers.from ?? '',
    subject: decodeWords(headers.subject ?? ''),
    text: '',
    html: '',
  };
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw.slice(0)];
  for (const part of parts) {
    const at = part.indexOf('\r\n\r\n');
    const h = parseHeaders(part.slice(0, at).trim());
    const content = decodeBytes(
      h['content-transfer-encoding'] ?? '7bit',
      part.slice(at + 4),
    ).toString('utf8');
    if ((h['content-type'] ?? '').startsWith('text/plain')) out.text = content;
    if ((h['content-type'] ?? '').startsWith('text/html')) out.html = content;
  }
  return out;
}

/**
 * A real SMTP server on loopback (port 0). It refuses the first `failFirst` messages with a
 * temporary error, then accepts and records the rest.
 */
export async function startSmtp(options: { failFirst?: number } = {}) {
  const received: ReceivedMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refused < (options.failFirst ?? 0)) {
          refused += 1;
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          return callback(error);
        }
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
        received.push({ ...mail, to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://takt:tajna-smtp-lozinka@127.0.0.1:${port}`,
    port,
    received,
    refusedCount: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
