import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';
import { invoiceSettingsBody } from '../../../test/invoice-fixtures.ts';

/** Invoices end to end: settings, preview, issue, lists by role, storno, payments. */

const ctx = homeWorldPerFile(new Date('2026-11-20T10:00:00.000Z'));
const { as, db } = ctx;

const call = (role: HomeRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.t.app.inject({ method, url, headers: as(role), ...(payload ? { payload } : {}) });

const invoiceRows = () => db().selectFrom('invoices').selectAll().orderBy('id').execute();
const runJobs = () => ctx.t.app.platform.jobs.runDue();

/** Every invoice event published while the file runs, in order. */
const published: { name: string; payload: unknown }[] = [];
const unsubscribe: (() => void)[] = [];
beforeAll(() => {
  const events = ctx.t.app.platform.events;
  for (const name of ['invoice.issued', 'invoice.paid', 'invoice.overdue'] as const) {
    unsubscribe.push(
      events.subscribe(name, async ({ payload }) => void published.push({ name, payload })),
    );
  }
});
afterAll(() => unsubscribe.forEach((off) => off()));
const eventsNamed = async (name: string) => {
  await ctx.t.app.platform.events.idle();
  return published.filter((e) => e.name === name).map((e) => e.payload);
};
const unpaidDot = async (role: HomeRole) =>
  (await call(role, 'GET', '/api/user')).json().user.hasUnpaidInvoice as boolean;

describe('invoice settings', () => {
  it('refuses a wrong OIB, IBAN or premises in Croatian and writes nothing', async () => {
    for (const [field, value, message] of [
      ['oib', '69435151531', m.oibInvalid],
      ['iban', 'HR1310010051863000160', m.ibanInvalid],
      ['premises', 'ŠKOLA 1', m.premisesInvalid],
      ['dueDays', 400, m.dueDaysInvalid],
    ] as const) {
      const res = await call('admin', 'PUT', '/api/invoices/settings', {
        ...invoiceSettingsBody(),
        [field]: value,
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const exempt = await call('admin', 'PUT', '/api/invoices/settings', {
      ...invoiceSettingsBody(),
      exemptions: [{ studentId: ctx.w.users.studentB.id, percent: 50 }],
    });
    expect(exempt.statusCode).toBe(400);
    expect(exempt.json().message).toBe(m.exemptionStudent);
    expect(await db().selectFrom('invoice_settings').selectAll().execute()).toEqual([]);
  });

  it('asks for settings before a run', async () => {
    const res = await call('admin', 'POST', '/api/invoices/preview', {
      period: '2026-11',
      scope: { kind: 'all' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.settingsMissing);
  });

  it('lets an admin save them; other roles and schools cannot read them', async () => {
    const res = await call('admin', 'PUT', '/api/invoices/settings', invoiceSettingsBody());
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ oib: '69435151530', paymentModel: 'HR01' });
    expect((await call('admin', 'GET', '/api/invoices/settings')).json().settings.iban).toBe(
      'HR1210010051863000160',
    );
    expect((await call('mentor', 'GET', '/api/invoices/settings')).statusCode).toBe(403);
    expect((await call('student', 'GET', '/api/invoices/settings')).statusCode).toBe(403);
    expect((await call('adminB', 'GET', '/api/invoices/settings')).json().settings).toBeNull();
  });
});

describe('issuing', () => {
  const run = () => ({ period: '2026-11', scope: { kind: 'program', programId: ctx.w.programA } });

  it('previews the program’s students with amounts and reasons', async () => {
    const res = await call('admin', 'POST', '/api/invoices/preview', run());
    expect(res.statusCode).toBe(200);
    const { lines, readyCount, totalCents } = res.json();
    expect(lines).toEqual([
      expect.objectContaining({
        studentId: ctx.w.users.student.id,
        items: [{ label: 'Klavir – Individualno 1x tjedno', amountCents: 5000 }],
        amountCents: 5000,
        ready: true,
        reason: null,
      }),
    ]);
    expect({ readyCount, totalCents }).toEqual({ readyCount: 1, totalCents: 5000 });
    expect(await invoiceRows()).toEqual([]);
  });

  it('refuses another school’s program or students, and bad periods, writing nothing', async () => {
    const other = await call('adminB', 'POST', '/api/invoices/issue', run());
    expect(other.statusCode).toBe(404);
    const foreign = await call('admin', 'POST', '/api/invoices/issue', {
      period: '2026-11',
      scope: { kind: 'students', studentIds: [ctx.w.users.studentB.id] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(m.unknownStudents);
    const period = await call('admin', 'POST', '/api/invoices/issue', {
      ...run(),
      period: '2026-13',
    });
    expect(period.statusCode).toBe(400);
    expect(JSON.stringify(period.json())).toContain(m.periodInvalid);
    expect(await invoiceRows()).toEqual([]);
  });

  it('issues numbered invoices billed to the parent of a minor, and skips them the next time', async () => {
    expect(await unpaidDot('student')).toBe(false);
    const res = await call('admin', 'POST', '/api/invoices/issue', run());
    expect(res.statusCode).toBe(201);
    const { issued, skipped, pdfPending } = res.json();
    expect(skipped).toBe(0);
    expect(pdfPending).toBe(1);
    expect(issued).toEqual([
      expect.objectContaining({
        number: '1/SKOLA1/1',
        period: '2026-11',
        amountCents: 5000,
        status: 'issued',
        issueDate: '2026-11-20',
        dueDate: '2026-12-05',
        model: 'HR01',
        reference: expect.stringMatching(new RegExp(`^${ctx.w.users.student.id}-202611\\d$`)),
        description: 'Školarina – studeni 2026.',
        pdfReady: false,
      }),
    ]);
    const [row] = await invoiceRows();
    expect(row).toMatchObject({ payerName: 'Ivana Horvat', payerCity: 'Zagreb', year: 2026 });
    // The PDF comes from the background job the run queued.
    expect(row!.pdfFileId).toBeNull();
    const progress = () => call('admin', 'GET', '/api/invoices/pdf-progress?period=2026-11');
    expect((await progress()).json()).toEqual({ total: 1, ready: 0 });
    expect(await runJobs()).toBeGreaterThanOrEqual(1);
    expect((await progress()).json()).toEqual({ total: 1, ready: 1 });
    expect((await invoiceRows())[0]!.pdfFileId).not.toBeNull();
    expect(
      (await call('adminB', 'GET', '/api/invoices/pdf-progress?period=2026-11')).json(),
    ).toEqual({ total: 0, ready: 0 });
    expect(await eventsNamed('invoice.issued')).toEqual([
      { schoolId: ctx.w.schoolA, invoiceIds: [row!.id], studentIds: [ctx.w.users.student.id] },
    ]);
    expect(await unpaidDot('student')).toBe(true);
    const notices = await db()
      .selectFrom('notifications')
      .select(['userId', 'type', 'link'])
      .where('type', '=', 'invoice_issued')
      .execute();
    expect(notices).toEqual([
      { userId: ctx.w.users.student.id, type: 'invoice_issued', link: `/racuni/${row!.id}` },
    ]);

    const again = await call('admin', 'POST', '/api/invoices/issue', run());
    expect(again.json()).toMatchObject({ issued: [], skipped: 1 });
    expect(await invoiceRows()).toHaveLength(1);
  });

  it('shows a student only their own invoices, and nobody else’s', async () => {
    const mine = await call('student', 'GET', '/api/invoices/mine');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().nextCursor).toBeNull();
    const [invoice] = mine.json().invoices;
    expect(invoice.number).toBe('1/SKOLA1/1');
    expect((await call('theoryStudent', 'GET', '/api/invoices/mine')).json().invoices).toEqual([]);
    expect((await call('studentB', 'GET', '/api/invoices/mine')).json().invoices).toEqual([]);
    expect((await call('mentor', 'GET', '/api/invoices/mine')).statusCode).toBe(403);

    const detail = await call('student', 'GET', `/api/invoices/${invoice.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      issuer: { iban: 'HR1210010051863000160', oib: '69435151530' },
      payer: { name: 'Ivana Horvat' },
    });
    expect(detail.json().barcodeSvg).toContain('<svg');
    for (const role of ['theoryStudent', 'mentor', 'studentB', 'adminB'] as const) {
      expect((await call(role, 'GET', `/api/invoices/${invoice.id}`)).statusCode).toBe(404);
      expect((await call(role, 'GET', `/api/invoices/${invoice.id}/pdf`)).statusCode).toBe(404);
    }
    expect((await call('mentor', 'GET', '/api/invoices')).statusCode).toBe(403);
    expect((await call('adminB', 'GET', '/api/invoices')).json().items).toEqual([]);
  });

  it('lets the student and admins download the PDF, nobody else', async () => {
    const [row] = await invoiceRows();
    const pdf = await call('student', 'GET', `/api/invoices/${row!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const { url, fileId } = pdf.json();
    expect(fileId).toBe(row!.pdfFileId);
    for (const role of ['student', 'admin'] as const) {
      const file = await call(role, 'GET', url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const role of ['theoryStudent', 'mentor', 'adminB'] as const) {
      expect((await call(role, 'GET', url)).statusCode).toBe(404);
    }
  });

  it('lists for admins with totals and filters', async () => {
    const res = await call('admin', 'GET', '/api/invoices?period=2026-11');
    expect(res.statusCode).toBe(200);
    expect(res.json().totals).toEqual({ count: 1, paidCents: 0, unpaidCents: 5000 });
    expect(
      (await call('admin', 'GET', `/api/invoices?mentorId=${ctx.w.users.mentor2.id}`)).json().items,
    ).toEqual([]);
    expect(
      (await call('admin', 'GET', `/api/invoices?mentorId=${ctx.w.users.mentor.id}`)).json().items,
    ).toHaveLength(1);
    expect((await call('admin', 'GET', '/api/invoices?status=paid')).json().items).toEqual([]);
  });
});

describe('payments and storno', () => {
  it('marks paid by hand; the dot follows', async () => {
    const [row] = await invoiceRows();
    expect((await call('adminB', 'POST', `/api/invoices/${row!.id}/paid`, {})).statusCode).toBe(
      404,
    );
    const res = await call('admin', 'POST', `/api/invoices/${row!.id}/paid`, {
      paidOn: '2026-11-25',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().invoice).toMatchObject({ status: 'paid', paidAt: '2026-11-25' });
    expect(await unpaidDot('student')).toBe(false);
    expect(await eventsNamed('invoice.paid')).toEqual([
      { schoolId: ctx.w.schoolA, invoiceId: row!.id, studentId: ctx.w.users.student.id },
    ]);
    const twice = await call('admin', 'POST', `/api/invoices/${row!.id}/paid`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(m.alreadyPaid);
    const cancel = await call('admin', 'POST', `/api/invoices/${row!.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(m.onlyIssuedCancel);
  });

  it('cancels an unpaid invoice with a storno of its own number that points back', async () => {
    const issued = await call('admin', 'POST', '/api/invoices/issue', {
      period: '2026-12',
      scope: { kind: 'students', studentIds: [ctx.w.users.student.id] },
    });
    const original = issued.json().issued[0];
    expect(original.number).toBe('2/SKOLA1/1');
    expect(await unpaidDot('student')).toBe(true);

    expect((await call('adminB', 'POST', `/api/invoices/${original.id}/cancel`)).statusCode).toBe(
      404,
    );
    const res = await call('admin', 'POST', `/api/invoices/${original.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().invoice).toMatchObject({ status: 'cancelled' });
    const rows = await invoiceRows();
    const storno = rows.find((r) => r.kind === 'storno')!;
    expect(storno).toMatchObject({
      numberText: '3/SKOLA1/1',
      originalId: original.id,
      amountCents: -5000,
    });
    expect(rows.find((r) => r.id === original.id)).toMatchObject({
      status: 'cancelled',
      stornoId: storno.id,
    });
    expect(rows).toHaveLength(3);
    expect(await unpaidDot('student')).toBe(false);
    const again = await call('admin', 'POST', `/api/invoices/${storno.id}/cancel`);
    expect(again.json().message).toBe(m.stornoOfStorno);

    // The month can be issued anew after a storno.
    const reissue = await call('admin', 'POST', '/api/invoices/issue', {
      period: '2026-12',
      scope: { kind: 'all' },
    });
    expect(reissue.json().issued.map((i: { number: string }) => i.number)).toEqual(['4/SKOLA1/1']);
  });

  it('turns unpaid invoices past their due date overdue, once, and tells the student', async () => {
    await db().updateTable('invoices').set({ dueDate: '2026-11-01' }).execute();
    expect(await ctx.t.app.services.invoices.markOverdue()).toBe(1);
    expect(await ctx.t.app.services.invoices.markOverdue()).toBe(0);
    const overdue = (await invoiceRows()).filter((r) => r.status === 'overdue');
    expect(overdue.map((r) => r.numberText)).toEqual(['4/SKOLA1/1']);
    const notices = await db()
      .selectFrom('notifications')
      .select('type')
      .where('type', '=', 'invoice_overdue')
      .execute();
    expect(notices).toHaveLength(1);
    expect(await unpaidDot('student')).toBe(true);
    expect(await eventsNamed('invoice.overdue')).toEqual([
      {
        schoolId: ctx.w.schoolA,
        invoiceId: overdue[0]!.id,
        studentId: ctx.w.users.student.id,
      },
    ]);
  });
});
