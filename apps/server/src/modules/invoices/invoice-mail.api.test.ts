import { describe, expect, it } from 'vitest';
import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import { buildUser } from '../../../test/factories.ts';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';
import { invoiceSettingsBody } from '../../../test/invoice-fixtures.ts';
import { smtpMailer, startRecordingSmtp } from '../../../test/invoice-mail-helpers.ts';
import { pdfText } from '../../../test/pdf-reading.ts';

/**
 * Invoices by e-mail: through the outbox (the PDF referenced by its file id, never stored in the
 * mail's row), delivered by a real SMTP server on loopback with the PDF attached; one at a time
 * or every invoice of the admin list's filters through background jobs.
 */

const ctx = homeWorldPerFile(new Date('2026-11-20T10:00:00.000Z'));
const call = (role: HomeRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.t.app.inject({ method, url, headers: ctx.as(role), ...(payload ? { payload } : {}) });

const outbox = () =>
  ctx.db().selectFrom('outbox').selectAll().where('kind', '=', 'invoice').orderBy('id').execute();
const attachments = () =>
  ctx.db().selectFrom('outbox_attachments').selectAll().orderBy('id').execute();

let invoiceId: number;

describe('one invoice by e-mail', () => {
  it('queues it to the account’s address (the parent’s, for a minor) with its PDF attached', async () => {
    await call('admin', 'PUT', '/api/invoices/settings', invoiceSettingsBody());
    const issued = await call('admin', 'POST', '/api/invoices/issue', {
      period: '2026-11',
      scope: { kind: 'students', studentIds: [ctx.w.users.student.id] },
    });
    invoiceId = issued.json().issued[0].id;

    // The PDF is made on the spot when the background job has not made it yet.
    const res = await call('admin', 'POST', `/api/invoices/${invoiceId}/send`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: m.mailQueued,
      invoice: { id: invoiceId, pdfReady: true, emailedAt: '2026-11-20T10:00:00.000Z' },
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      toAddress: ctx.w.users.student.email,
      subject: 'Račun 1/SKOLA1/1 – Glazbena škola Zagreb',
      status: 'pending',
      schoolId: ctx.w.schoolA,
    });
    expect(mail!.text).toContain('Iznos: 50,00 €');
    expect(mail!.text).toContain('IBAN primatelja: HR1210010051863000160');
    const row = await ctx
      .db()
      .selectFrom('invoices')
      .select('pdfFileId')
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    expect(await attachments()).toEqual([
      {
        id: expect.any(Number),
        outboxId: mail!.id,
        fileId: row.pdfFileId,
        fileName: 'racun-1-SKOLA1-1.pdf',
      },
    ]);
  });

  it('delivers it over SMTP with the PDF, which names the student and the amount', async () => {
    const smtp = await startRecordingSmtp();
    const mailer = smtpMailer(ctx.t, smtp.url);
    try {
      expect(await mailer.processOutbox()).toMatchObject({ sent: 1, failed: 0 });
      const [received] = smtp.received;
      expect(received!.to).toEqual([ctx.w.users.student.email]);
      expect(received!.subject).toBe('Račun 1/SKOLA1/1 – Glazbena škola Zagreb');
      expect(received!.text).toContain('Model i poziv na broj: HR01');
      expect(received!.attachments).toHaveLength(1);
      const [pdf] = received!.attachments;
      expect(pdf).toMatchObject({
        filename: 'racun-1-SKOLA1-1.pdf',
        contentType: 'application/pdf',
      });
      const text = await pdfText(new Uint8Array(pdf!.content));
      expect(text).toContain('Učenik: Ana Horvat');
      expect(text).toContain('Ivana Horvat');
      expect(text).toContain('50,00 €');
      const [sent] = await outbox();
      expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('refuses a student without an address, another school and other roles, queuing nothing', async () => {
    const noMail = await buildUser(ctx.db(), {
      schoolId: ctx.w.schoolA,
      email: '',
      programIds: [ctx.w.programA],
      programType: { [ctx.w.programA]: 'individualno1' },
    });
    const issued = await call('admin', 'POST', '/api/invoices/issue', {
      period: '2026-11',
      scope: { kind: 'students', studentIds: [noMail.id] },
    });
    const id = issued.json().issued[0].id;
    const before = (await outbox()).length;
    const res = await call('admin', 'POST', `/api/invoices/${id}/send`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.mailNoAddress);
    expect((await call('adminB', 'POST', `/api/invoices/${invoiceId}/send`)).statusCode).toBe(404);
    expect((await call('student', 'POST', `/api/invoices/${invoiceId}/send`)).statusCode).toBe(403);
    expect((await call('mentor', 'POST', `/api/invoices/${invoiceId}/send`)).statusCode).toBe(403);
    expect(await outbox()).toHaveLength(before);
  });
});

describe('the filtered list by e-mail', () => {
  it('mails every live invoice of the filters through background jobs, each with its PDF', async () => {
    const second = await buildUser(ctx.db(), {
      schoolId: ctx.w.schoolA,
      email: 'obitelj.kovac@example.com',
      programIds: [ctx.w.programA],
      programType: { [ctx.w.programA]: 'individualno1' },
    });
    const run = await call('admin', 'POST', '/api/invoices/issue', {
      period: '2026-12',
      scope: { kind: 'all' },
    });
    // The student, the one without an address and the new one.
    expect(run.json().issued).toHaveLength(3);
    const before = (await outbox()).length;

    const res = await call('admin', 'POST', '/api/invoices/send', { period: '2026-12' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ queued: 2, noAddress: 1, message: m.mailBulk(2, 1) });
    // Nothing is mailed in the request: the jobs do it.
    expect(await outbox()).toHaveLength(before);
    await ctx.t.app.platform.jobs.runDue();
    const mails = (await outbox()).slice(before);
    expect(mails.map((x) => x.toAddress).sort()).toEqual(
      [ctx.w.users.student.email, 'obitelj.kovac@example.com'].sort(),
    );
    const files = await attachments();
    for (const mail of mails) {
      expect(files.filter((f) => f.outboxId === mail.id)).toHaveLength(1);
    }
    const december = await ctx
      .db()
      .selectFrom('invoices')
      .select(['studentId', 'pdfFileId', 'emailedAt'])
      .where('period', '=', '2026-12')
      .execute();
    const mailed = december.filter((r) => r.emailedAt !== null).map((r) => r.studentId);
    expect(mailed.sort()).toEqual([ctx.w.users.student.id, second.id].sort());
    expect(december.every((r) => r.pdfFileId !== null)).toBe(true);

    // A job run again for the same request (a retry) queues nothing twice.
    const [job] = await ctx
      .db()
      .selectFrom('job_queue')
      .select('payload')
      .where('name', '=', 'invoices.mail')
      .execute();
    await ctx.t.app.platform.jobs.enqueue('invoices.mail', JSON.parse(job!.payload));
    await ctx.t.app.platform.jobs.runDue();
    expect((await outbox()).slice(before)).toHaveLength(2);
  });

  it('sends only what the filters name, and another school’s admin nothing of school A', async () => {
    await call('admin', 'POST', '/api/invoices/paid', {
      invoiceIds: [invoiceId],
      source: 'manual',
    });
    const paid = await call('admin', 'POST', '/api/invoices/send', {
      period: '2026-11',
      status: 'paid',
    });
    expect(paid.json()).toMatchObject({ queued: 1, noAddress: 0 });
    const other = await call('adminB', 'POST', '/api/invoices/send', {});
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(m.mailNothing);
    const bad = await call('admin', 'POST', '/api/invoices/send', { period: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(m.periodInvalid);
  });
});
