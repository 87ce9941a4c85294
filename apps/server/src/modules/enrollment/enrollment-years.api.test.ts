import { describe, expect, it } from 'vitest';
import { enrollmentMessages as m } from '@takt/shared/enrollment-messages';
import { acceptBody, pdfText } from '../../../test/enrollment-helpers.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';

/**
 * A second school year (fixed clock): the next year opens while the last is still running,
 * each year has its own agreement versions, acceptances record the year and version they
 * accepted, and the card, /enroll gating, the PDF and the dashboard follow the right year.
 */

const ctx = homeWorldPerFile(new Date('2026-06-15T10:00:00.000Z'));
const { db } = ctx;
const setClock = (iso: string) => {
  ctx.t.clock.now = new Date(iso);
};
/** Months pass between steps: a session of that day, signed in again when the day changes. */
const sessions = new Map<HomeRole, { token: string; day: string }>();
async function headers(role: HomeRole) {
  const day = ctx.t.clock.now.toISOString().slice(0, 10);
  let session = sessions.get(role);
  if (session?.day !== day) {
    session = { token: await loginAs(ctx.t.app, ctx.w.users[role].korisnickoIme), day };
    sessions.set(role, session);
  }
  return bearer(session.token);
}
const call = async (
  role: HomeRole,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  ctx.t.app.inject({ method, url, headers: await headers(role), ...(payload ? { payload } : {}) });
const current = async (role: HomeRole, iso: string) => {
  setClock(iso);
  const res = await call(role, 'GET', '/api/enrollment/current');
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json();
};
const acceptances = (studentId: number) =>
  db()
    .selectFrom('enrollments as e')
    .innerJoin('enrollment_agreements as a', 'a.id', 'e.agreementId')
    .select(['e.enrollmentYearId', 'e.agreementVersion', 'a.version', 'a.enrollmentYearId as of'])
    .where('e.studentId', '=', studentId)
    .orderBy('e.enrollmentYearId')
    .execute();

async function openYear(startDate: string, endDate: string, text: string) {
  const schoolYear = await call('admin', 'POST', '/api/calendar/years', { startDate, endDate });
  expect(schoolYear.statusCode).toBe(201);
  const res = await call('admin', 'POST', '/api/enrollment/years', {
    schoolYearId: schoolYear.json().year.id,
    agreementText: text,
  });
  return { res, schoolYearId: schoolYear.json().year.id as number };
}

let first: number;
let second: number;

describe('enrollment for a second school year', () => {
  it('the first year: accepted at version 1, then its agreement moves to version 2', async () => {
    const { res } = await openYear('2026-09-07', '2027-06-18', '<p>Uvjeti 2026.</p>');
    expect(res.statusCode).toBe(201);
    first = res.json().year.id;
    const ok = await call('student', 'POST', '/api/enrollment/accept', acceptBody());
    expect(ok.statusCode).toBe(200);
    const edited = await call('admin', 'PUT', `/api/enrollment/years/${first}`, {
      agreementText: '<p>Uvjeti 2026., izmijenjeni</p>',
    });
    expect(edited.json().year.agreementVersion).toBe(2);
    // Accepted before the change: still confirmed, with the version accepted.
    const now = await current('student', '2026-09-10T10:00:00.000Z');
    expect(now).toMatchObject({
      schoolYear: { name: '2026./2027.' },
      agreementVersion: 2,
      enrollment: { status: 'confirmed', agreementVersion: 1 },
      mustEnroll: false,
    });
    expect((await current('theoryStudent', '2026-09-10T10:00:00.000Z')).mustEnroll).toBe(true);
  });

  it('opens the next year while the first still runs; its agreement starts at version 1', async () => {
    setClock('2027-05-20T10:00:00.000Z');
    const { res, schoolYearId } = await openYear('2027-09-06', '2028-06-16', '<p>Uvjeti 2027.</p>');
    expect(res.statusCode).toBe(201);
    second = res.json().year.id;
    expect(res.json().year).toMatchObject({
      agreementVersion: 1,
      schoolYear: { name: '2027./2028.' },
    });
    const again = await call('admin', 'POST', '/api/enrollment/years', {
      schoolYearId,
      agreementText: '<p>x</p>',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyOpen);
    const years = (await call('admin', 'GET', '/api/enrollment/years')).json().years;
    expect(
      years.map((y: { id: number; agreementVersion: number }) => [y.id, y.agreementVersion]),
    ).toEqual([
      [second, 1],
      [first, 2],
    ]);
    // The agreement students read is the next year's.
    expect((await call('student', 'GET', '/api/enrollment/agreement')).json()).toMatchObject({
      version: 1,
      schoolYear: '2027./2028.',
      agreementText: '<p>Uvjeti 2027.</p>',
    });
  });

  it('the card asks for the next year from June; nobody is forced before it begins', async () => {
    const may = await current('student', '2027-05-20T10:00:00.000Z');
    expect(may).toMatchObject({
      enrollmentYearId: second,
      enrollment: null,
      showCard: false,
      mustEnroll: false,
    });
    const june = await current('student', '2027-06-10T10:00:00.000Z');
    // 'Čeka potvrdu' for 2027./2028., although 2026./2027. was accepted.
    expect(june).toMatchObject({
      schoolYear: { name: '2027./2028.' },
      agreementVersion: 1,
      enrollment: null,
      showCard: true,
      mustEnroll: false,
    });
    expect((await call('student', 'GET', '/api/enrollment/my/upis-pdf')).statusCode).toBe(404);
    expect((await current('student', '2027-09-03T10:00:00.000Z')).mustEnroll).toBe(false);
    expect((await current('student', '2027-09-06T10:00:00.000Z')).mustEnroll).toBe(true);
  });

  it('an acceptance records the next year and its version; the first year’s stays', async () => {
    setClock('2027-06-10T10:00:00.000Z');
    await call('admin', 'PUT', `/api/enrollment/years/${second}`, {
      agreementText: '<p>Uvjeti 2027., druga verzija</p>',
    });
    // Version 2 was the first year's: the next year's version 2 is a different text.
    const stale = await call('student', 'POST', '/api/enrollment/accept', acceptBody());
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(m.agreementChanged);
    setClock('2027-06-10T10:02:00.000Z');
    const ok = await call(
      'student',
      'POST',
      '/api/enrollment/accept',
      acceptBody({ agreementVersion: 2 }),
    );
    expect(ok.statusCode).toBe(200);
    expect(await acceptances(ctx.w.users.student.id)).toEqual([
      { enrollmentYearId: first, agreementVersion: 1, version: 1, of: first },
      { enrollmentYearId: second, agreementVersion: 2, version: 2, of: second },
    ]);
    const card = await current('student', '2027-06-11T10:00:00.000Z');
    expect(card.enrollment).toMatchObject({ enrollmentYearId: second, agreementVersion: 2 });
    const pdf = await pdfText(
      (await call('student', 'GET', '/api/enrollment/my/upis-pdf')).rawPayload,
    );
    expect(pdf).toContain('2027./2028.');
    expect(pdf).not.toContain('2026./2027.');
    expect(pdf).toMatch(/Verzija uvjeta upisa\s*2/);
    expect((await current('student', '2027-09-06T10:00:00.000Z')).mustEnroll).toBe(false);
  });

  it('the dashboard shows the open year by default and the first on request', async () => {
    setClock('2027-06-11T10:00:00.000Z');
    const next = (await call('admin', 'GET', '/api/enrollment/dashboard')).json();
    expect(next.year.id).toBe(second);
    expect(next.totals).toEqual({ students: 2, confirmed: 1, pending: 1 });
    expect(next.rows.find((r: { status: string }) => r.status === 'confirmed')).toMatchObject({
      studentId: ctx.w.users.student.id,
      agreementVersion: 2,
    });
    const last = (await call('admin', 'GET', `/api/enrollment/dashboard?yearId=${first}`)).json();
    expect(last.year.id).toBe(first);
    expect(last.totals).toEqual({ students: 2, confirmed: 1, pending: 1 });
    expect(last.rows.find((r: { status: string }) => r.status === 'confirmed')).toMatchObject({
      agreementVersion: 1,
    });
  });

  it('a year that is over is closed: not opened, not edited, writing nothing', async () => {
    setClock('2027-07-01T10:00:00.000Z');
    const before = await db().selectFrom('enrollment_agreements').selectAll().execute();
    const edit = await call('admin', 'PUT', `/api/enrollment/years/${first}`, {
      agreementText: '<p>Prekasno</p>',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(m.yearEnded);
    const past = await call('admin', 'POST', '/api/calendar/years', {
      startDate: '2025-09-08',
      endDate: '2026-06-19',
    });
    const open = await call('admin', 'POST', '/api/enrollment/years', {
      schoolYearId: past.json().year.id,
      agreementText: '<p>Prošla godina</p>',
    });
    expect(open.statusCode).toBe(400);
    expect(open.json().message).toBe(m.yearEnded);
    expect(await db().selectFrom('enrollment_agreements').selectAll().execute()).toEqual(before);
    expect(await db().selectFrom('enrollment_years').select('id').execute()).toHaveLength(2);
  });
});
