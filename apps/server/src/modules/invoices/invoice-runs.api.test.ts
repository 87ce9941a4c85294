import { describe, expect, it } from 'vitest';
import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import { isValidHr01Reference } from '@takt/shared/payment-codes';
import { buildUser } from '../../../test/factories.ts';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';
import { invoiceSettingsBody } from '../../../test/invoice-fixtures.ts';

/**
 * Settings an admin edits (payment model, reference scheme, purpose code, exemptions shown by
 * name) and runs beyond a month: instalments of a school year, a hand-picked list of students.
 */

const ctx = homeWorldPerFile(new Date('2026-11-20T10:00:00.000Z'));
const call = (role: HomeRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.t.app.inject({ method, url, headers: ctx.as(role), ...(payload ? { payload } : {}) });

const save = (overrides: Record<string, unknown>) =>
  call('admin', 'PUT', '/api/invoices/settings', { ...invoiceSettingsBody(), ...overrides });
const issue = (period: string, studentIds: number[]) =>
  call('admin', 'POST', '/api/invoices/issue', {
    period,
    scope: { kind: 'students', studentIds },
  });

describe('settings', () => {
  it('shows exemptions with the student’s name and keeps the scheme and purpose code', async () => {
    const student = ctx.w.users.student;
    const res = await save({
      referenceScheme: 'number-year',
      purposeCode: 'SCHO',
      exemptions: [{ studentId: student.id, percent: 30, reason: 'stipendija' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({
      referenceScheme: 'number-year',
      purposeCode: 'SCHO',
      exemptions: [
        { studentId: student.id, percent: 30, reason: 'stipendija', studentName: 'Ana Horvat' },
      ],
    });
    const read = await call('admin', 'GET', '/api/invoices/settings');
    expect(read.json().settings.exemptions[0].studentName).toBe('Ana Horvat');
  });

  it('refuses an unknown model, scheme or purpose code in Croatian, writing nothing', async () => {
    const before = (await call('admin', 'GET', '/api/invoices/settings')).json();
    for (const [field, value, message] of [
      ['paymentModel', 'HR05', m.modelInvalid],
      ['referenceScheme', 'random', m.schemeInvalid],
      ['purposeCode', 'othr1', m.purposeInvalid],
    ] as const) {
      const res = await save({ [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toBe(message);
    }
    expect((await call('admin', 'GET', '/api/invoices/settings')).json()).toEqual(before);
  });
});

describe('payment models', () => {
  it('adds the MOD 11 control digit for HR01 only: HR00 plain parts, HR99 no reference', async () => {
    const student = ctx.w.users.student;
    await save({ paymentModel: 'HR01', referenceScheme: 'student-period', exemptions: [] });
    const hr01 = (await issue('2026-09', [student.id])).json().issued[0];
    expect(hr01).toMatchObject({ model: 'HR01' });
    expect(hr01.reference).toMatch(new RegExp(`^${student.id}-202609\\d$`));
    expect(isValidHr01Reference(hr01.reference)).toBe(true);

    await save({ paymentModel: 'HR00', referenceScheme: 'student-period' });
    const hr00 = (await issue('2026-10', [student.id])).json().issued[0];
    expect(hr00).toMatchObject({ model: 'HR00', reference: `${student.id}-202610` });

    await save({ paymentModel: 'HR00', referenceScheme: 'number-year' });
    const byNumber = (await issue('2026-11', [student.id])).json().issued[0];
    expect(byNumber.reference).toBe(`${byNumber.number.split('/')[0]}-2026`);

    await save({ paymentModel: 'HR99' });
    const hr99 = (await issue('2026-12', [student.id])).json().issued[0];
    expect(hr99).toMatchObject({ model: 'HR99', reference: '' });
    const detail = (await call('student', 'GET', `/api/invoices/${hr99.id}`)).json();
    expect(detail.barcodeSvg).toContain('<svg');
  });
});

describe('instalments and hand-picked students', () => {
  it('issues an instalment of the school year for the picked students only, once', async () => {
    await save({ paymentModel: 'HR01', referenceScheme: 'student-period' });
    const picked = await buildUser(ctx.db(), {
      schoolId: ctx.w.schoolA,
      ime: 'Petra',
      prezime: 'Rata',
      programIds: [ctx.w.programA],
      programType: { [ctx.w.programA]: 'individualno1' },
    });
    const notPicked = await buildUser(ctx.db(), {
      schoolId: ctx.w.schoolA,
      programIds: [ctx.w.programA],
      programType: { [ctx.w.programA]: 'individualno1' },
    });
    const preview = await call('admin', 'POST', '/api/invoices/preview', {
      period: '2026-R1',
      scope: { kind: 'students', studentIds: [picked.id] },
    });
    expect(preview.json().lines.map((l: { studentId: number }) => l.studentId)).toEqual([
      picked.id,
    ]);
    const res = await issue('2026-R1', [picked.id]);
    expect(res.statusCode).toBe(201);
    const [invoice] = res.json().issued;
    expect(invoice).toMatchObject({
      period: '2026-R1',
      studentId: picked.id,
      description: 'Školarina – 1. rata šk. god. 2026./2027.',
    });
    // The instalment's digits never collide with a month's: 9 and the instalment's number.
    expect(invoice.reference).toMatch(new RegExp(`^${picked.id}-2026901\\d$`));
    expect(isValidHr01Reference(invoice.reference)).toBe(true);
    expect((await issue('2026-R1', [picked.id])).json()).toMatchObject({ issued: [], skipped: 1 });
    const list = await call('admin', 'GET', '/api/invoices?period=2026-R1');
    expect(list.json().items.map((i: { studentId: number }) => i.studentId)).toEqual([picked.id]);
    expect(list.json().items[0].studentId).not.toBe(notPicked.id);

    for (const period of ['2026-R0', '2026-R13', '2026-13', 'R1']) {
      const bad = await issue(period, [picked.id]);
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain(m.periodInvalid);
    }
  });
});
