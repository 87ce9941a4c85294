import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { outboxTo, signupPayload, startSmtp, testMailer } from '../../../test/accounts.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { RETRY_BASE_MS } from './mail.service.ts';

let t: TestApp;
let schoolId: number;
let programId: number;
let adminToken: string;
let ip = 0;

async function signUp(overrides: Record<string, unknown> = {}) {
  const payload = signupPayload({
    schoolId,
    programId,
    pohadanjeNastave: 'individualno1',
    ...overrides,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup/pending',
    payload,
    remoteAddress: `10.3.0.${++ip}`,
  });
  expect(res.statusCode).toBe(201);
  return payload;
}

beforeAll(async () => {
  t = await createTestApp({
    env: { BOT_PROTECTION: 'off', APP_NAME: 'Takt', PUBLIC_URL: 'https://takt.example.com/' },
  });
  schoolId = await buildSchool(t.database.db, 'Glazbena škola Lisinski');
  programId = await buildProgram(t.database.db, schoolId, { naziv: 'Violina' });
  await buildUser(t.database.db, {
    schoolId,
    korisnickoIme: 'admin.mail',
    isStudent: false,
    isMentor: true,
    isAdmin: true,
  });
  adminToken = await loginAs(t.app, 'admin.mail');
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.now = new Date('2026-11-22T10:00:00Z');
  // Each test starts with an outbox with nothing left to deliver.
  await t.database.db
    .updateTable('outbox')
    .set({ status: 'sent' })
    .where('status', '=', 'pending')
    .execute();
});

describe('delivery through a real SMTP server', () => {
  it('sends the acknowledgement, the credentials and the reset code with Croatian bodies', async () => {
    const smtp = await startSmtp();
    const mailer = testMailer(t, { SMTP_URL: smtp.url, MAIL_FROM: 'Takt <skola@example.com>' });
    try {
      const payload = await signUp({ ime: 'Marija', prezime: "D'Kovač-Horvat" });
      expect(await mailer.processOutbox()).toMatchObject({ sent: 1, failed: 0 });
      const [ack] = smtp.received;
      expect(ack!.to).toEqual([payload.email]);
      expect(ack!.from).toContain('skola@example.com');
      expect(ack!.subject).toBe('Prijava zaprimljena – Glazbena škola Lisinski');
      // Anyone may send the form with any address: the acknowledgement quotes nothing they typed.
      expect(ack!.text).toContain('Poštovani/a,');
      expect(ack!.text).not.toContain('Marija');
      expect(ack!.text).not.toContain('Kovač');
      expect(ack!.text).toContain('Program: Violina');
      expect(ack!.text).toContain('24-48 sati');
      expect(ack!.text).not.toContain('/login');

      const row = await t.database.db
        .selectFrom('pending_signups')
        .select('id')
        .where('email', '=', payload.email)
        .executeTakeFirstOrThrow();
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/pending-users/${row.id}/approve`,
        headers: bearer(adminToken),
      });
      expect(approved.statusCode).toBe(200);
      await mailer.processOutbox();
      const credentials = smtp.received[1]!;
      expect(credentials.to).toEqual([payload.email]);
      expect(credentials.subject).toBe('Podaci za prijavu – Glazbena škola Lisinski');
      expect(credentials.text).toContain(`Korisničko ime: ${approved.json().user.korisnickoIme}`);
      const password = /Privremena lozinka: (\S+)/.exec(credentials.text)?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z0-9]{14}$/);
      // PUBLIC_URL set: the credentials link to the login page (trailing slash dropped).
      expect(credentials.text).toContain('Prijava u Takt: https://takt.example.com/login');
      expect(credentials.html).toContain(
        '<a href="https://takt.example.com/login">Prijava u Takt</a>',
      );
      expect(await loginAs(t.app, approved.json().user.korisnickoIme, password)).toBeTruthy();
      // Once the server has it, the stored copy no longer holds the password.
      const [, stored] = await outboxTo(t.database.db, payload.email);
      expect(stored).toMatchObject({ status: 'sent', attempts: 1 });
      expect(stored!.text).not.toContain(password);

      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password/request',
        payload: { email: payload.email },
        remoteAddress: '10.3.9.1',
      });
      expect(reset.statusCode).toBe(200);
      await mailer.processOutbox();
      const code = smtp.received[2]!;
      expect(code.to).toEqual([payload.email]);
      expect(code.subject).toBe('Kod za promjenu lozinke – Takt');
      expect(code.text).toMatch(/Kod: \d{6}/);
      expect(code.text).toContain('15 minuta');
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('keeps a mail through SMTP failures and delivers it after backed-off retries', async () => {
    const smtp = await startSmtp({ failFirst: 2 });
    const mailer = testMailer(t, { SMTP_URL: smtp.url });
    try {
      const payload = await signUp();
      expect(await mailer.processOutbox()).toMatchObject({ failed: 1, sent: 0 });
      let [mail] = await outboxTo(t.database.db, payload.email);
      expect(mail).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(mail!.lastError).toContain('Mailbox busy');
      expect(mail!.lastError).not.toContain('tajna-smtp-lozinka');
      expect(new Date(mail!.nextAttemptAt).getTime()).toBe(t.clock.now.getTime() + RETRY_BASE_MS);

      // Not due yet: nothing is tried.
      expect(await mailer.processOutbox()).toMatchObject({ failed: 0, sent: 0 });
      t.clock.now = new Date(t.clock.now.getTime() + RETRY_BASE_MS);
      expect(await mailer.processOutbox()).toMatchObject({ failed: 1 });
      [mail] = await outboxTo(t.database.db, payload.email);
      // The second wait is twice the first.
      expect(new Date(mail!.nextAttemptAt).getTime()).toBe(
        t.clock.now.getTime() + 2 * RETRY_BASE_MS,
      );
      t.clock.now = new Date(t.clock.now.getTime() + RETRY_BASE_MS);
      expect(await mailer.processOutbox()).toMatchObject({ failed: 0, sent: 0 });
      t.clock.now = new Date(t.clock.now.getTime() + RETRY_BASE_MS);
      expect(await mailer.processOutbox()).toMatchObject({ sent: 1 });
      expect(smtp.refusedCount()).toBe(2);
      expect(smtp.received.map((m) => m.to[0])).toEqual([payload.email]);
      [mail] = await outboxTo(t.database.db, payload.email);
      expect(mail).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('loses nothing while the SMTP server is down', async () => {
    const smtp = await startSmtp();
    await smtp.close();
    const mailer = testMailer(t, { SMTP_URL: smtp.url });
    const payload = await signUp();
    expect(await mailer.processOutbox()).toMatchObject({ failed: 1 });
    const [mail] = await outboxTo(t.database.db, payload.email);
    expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
    expect(mail!.lastError).toBeTruthy();
    mailer.close();
  });
});

describe('without SMTP_URL (the embedded default)', () => {
  it('keeps the mail in the outbox as logged and logs only a masked recipient and the subject', async () => {
    const log: string[] = [];
    const mailer = testMailer(t, {}, log);
    const payload = await signUp();
    expect(await mailer.processOutbox()).toMatchObject({ logged: 1 });
    const [mail] = await outboxTo(t.database.db, payload.email);
    expect(mail).toMatchObject({ status: 'logged' });
    expect(mail!.text).toContain('Violina');
    expect(log).toHaveLength(1);
    expect(log[0]).toContain(`mail #${mail!.id} `);
    expect(log[0]).toContain(`to=${payload.email[0]}***@${payload.email.split('@')[1]}`);
    expect(log[0]).not.toContain(payload.email);
    expect(log[0]).toContain('Prijava zaprimljena');
    expect(log[0]).not.toContain('Violina');
  });
});

describe('retention', () => {
  it('deletes delivered mails after the retention, keeping those still waiting', async () => {
    const mailer = testMailer(t, {});
    const delivered = await signUp();
    await mailer.processOutbox();
    const waiting = await signUp();
    t.clock.now = new Date(t.clock.now.getTime() + 61 * 24 * 3600_000);
    expect(await mailer.pruneDelivered(60)).toBeGreaterThanOrEqual(1);
    expect(await outboxTo(t.database.db, delivered.email)).toEqual([]);
    expect(await outboxTo(t.database.db, waiting.email)).toHaveLength(1);
  });
});

describe('GET /api/admin/outbox', () => {
  it('shows the admin their school’s mails, newest first, without HTML', async () => {
    const payload = await signUp();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    const [newest] = res.json().mails;
    expect(newest).toMatchObject({
      to: payload.email,
      kind: 'signup-received',
      status: 'pending',
      attempts: 0,
      lastError: null,
    });
    expect(newest.html).toBeUndefined();
  });

  it('hides passwords and codes from admins when SMTP delivers them, not without SMTP', async () => {
    const payload = await signUp();
    const row = await t.database.db
      .selectFrom('pending_signups')
      .select('id')
      .where('email', '=', payload.email)
      .executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/pending-users/${row.id}/approve`,
      headers: bearer(adminToken),
    });
    const credentials = (mails: { kind: string; to: string; text: string }[]) =>
      mails.find((m) => m.kind === 'signup-approved' && m.to === payload.email)!;

    const withSmtp = testMailer(t, { SMTP_URL: 'smtp://127.0.0.1:9' });
    const page = { limit: 50 };
    const hidden = credentials((await withSmtp.listForSchool(schoolId, page)).mails);
    expect(hidden.text).not.toMatch(/Privremena lozinka/);
    expect(hidden.text).toMatch(/pristupne podatke/);
    withSmtp.close();

    const embedded = testMailer(t, {});
    expect(credentials((await embedded.listForSchool(schoolId, page)).mails).text).toMatch(
      /Privremena lozinka: \S+/,
    );
  });
});
