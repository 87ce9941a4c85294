import { describe, expect, it } from 'vitest';
import { enrollmentMessages as m } from '@takt/shared/enrollment-messages';
import { acceptBody, pdfPageCount, pdfText, xlsxRows } from '../../../test/enrollment-helpers.ts';
import { buildProgram, buildUser } from '../../../test/factories.ts';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';

/** The admins' enrollment dashboard: counts, filters, exports, bulk PDFs and reminders. */

const ctx = homeWorldPerFile(new Date('2026-07-01T10:00:00.000Z'));
const { as, db } = ctx;
const call = (role: HomeRole, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.t.app.inject({ method, url, headers: as(role), ...(payload ? { payload } : {}) });

let yearId: number;
let extraId: number;

describe('enrollment dashboard', () => {
  it('counts confirmed and not yet, in total, by program and by mentor', async () => {
    const year = await call('admin', 'POST', '/api/calendar/years', {
      startDate: '2026-09-07',
      endDate: '2027-06-18',
    });
    const opened = await call('admin', 'POST', '/api/enrollment/years', {
      schoolYearId: year.json().year.id,
      agreementText: '<p>Uvjeti</p>',
    });
    yearId = opened.json().year.id;
    const extra = await buildUser(db(), {
      schoolId: ctx.w.schoolA,
      ime: 'Đuro',
      prezime: 'Šimić',
      programIds: [ctx.w.programA],
      mentorIds: [ctx.w.users.mentor.id],
    });
    extraId = extra.id;
    const token = await loginAs(ctx.t.app, extra.korisnickoIme);
    const accepted = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/enrollment/accept',
      headers: bearer(token),
      payload: acceptBody({ datumRodjenja: '2001-02-03' }),
    });
    expect(accepted.statusCode).toBe(200);

    const res = await call('admin', 'GET', '/api/enrollment/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.year.id).toBe(yearId);
    expect(body.totals).toEqual({ students: 3, confirmed: 1, pending: 2 });
    expect(body.byProgram).toEqual([
      { id: ctx.w.programA, name: 'Klavir', confirmed: 1, pending: 1 },
      { id: null, name: 'Bez programa', confirmed: 0, pending: 1 },
    ]);
    expect(body.byMentor).toEqual([
      { id: ctx.w.users.mentor.id, name: 'Marko Marković', confirmed: 1, pending: 1 },
      { id: null, name: 'Bez mentora', confirmed: 0, pending: 1 },
    ]);
    const other = (await call('adminB', 'GET', '/api/enrollment/dashboard')).json();
    expect(other.year).toBeNull();
    expect(other.totals.confirmed).toBe(0);
    expect(other.rows.map((r: { studentId: number }) => r.studentId)).toEqual([
      ctx.w.users.studentB.id,
    ]);
  });

  it('filters by status, program, mentor and a search ignoring diacritics', async () => {
    const ids = async (query: string) =>
      (await call('admin', 'GET', `/api/enrollment/dashboard?${query}`))
        .json()
        .rows.map((r: { studentId: number }) => r.studentId);
    expect(await ids('status=confirmed')).toEqual([extraId]);
    expect((await ids('status=pending')).sort()).toEqual(
      [ctx.w.users.student.id, ctx.w.users.theoryStudent.id].sort(),
    );
    expect((await ids(`programId=${ctx.w.programA}`)).length).toBe(2);
    expect((await ids(`mentorId=${ctx.w.users.mentor2.id}`)).length).toBe(0);
    expect(await ids('q=simic')).toEqual([extraId]);
    expect(await ids('q=DURO')).toEqual([extraId]);
    const page = (await call('admin', 'GET', '/api/enrollment/dashboard?limit=1&offset=1')).json();
    expect(page.rows).toHaveLength(1);
    expect(page.rowsTotal).toBe(3);
    expect(page.totals.students).toBe(3);
    const bad = await call('admin', 'GET', '/api/enrollment/dashboard?status=sve');
    expect(bad.statusCode).toBe(400);
  });

  it('exports CSV and a real XLSX with the secretary’s columns', async () => {
    const csv = await call('admin', 'GET', '/api/enrollment/export?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\ufeff"Prezime";"Ime"')).toBe(true);
    expect(csv.body).toContain('"Šimić";"Đuro"');
    expect(csv.body).toContain(m.pending);

    const xlsx = await call('admin', 'GET', '/api/enrollment/export?format=xlsx&status=confirmed');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('upisi-2026-2027.xlsx');
    const sheet = await xlsxRows(xlsx.rawPayload);
    expect(sheet[0]).toContain('OIB');
    expect(sheet[0]).toContain('Roditelj/skrbnik 2');
    expect(sheet).toHaveLength(2);
    expect(sheet[1]!.slice(0, 2)).toEqual(['Šimić', 'Đuro']);
    expect(sheet[1]).toContain('69435151530');
    expect(sheet[1]).toContain(m.confirmed);
  });

  it('merges every confirmation of the filter into one PDF; per row too', async () => {
    const bulk = await call('admin', 'GET', '/api/enrollment/confirmations');
    expect(bulk.statusCode).toBe(200);
    expect(bulk.headers['x-confirmation-count']).toBe('1');
    expect(await pdfPageCount(bulk.rawPayload)).toBe(1);
    const one = await call('admin', 'GET', `/api/enrollment/students/${extraId}/upis-pdf`);
    expect(await pdfText(one.rawPayload)).toContain('Đuro Šimić');
    const pending = await call(
      'admin',
      'GET',
      `/api/enrollment/students/${ctx.w.users.student.id}/upis-pdf`,
    );
    expect(pending.statusCode).toBe(404);
    const foreign = await call('adminB', 'GET', `/api/enrollment/students/${extraId}/upis-pdf`);
    expect(foreign.statusCode).toBe(404);
  });

  it('reminds only those not enrolled, by notification and e-mail', async () => {
    const res = await call('admin', 'POST', '/api/enrollment/reminders', { yearId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sent: 2, message: m.remindersSent(2) });
    const notices = await db()
      .selectFrom('notifications')
      .select('userId')
      .where('type', '=', 'enrollment_reminder')
      .execute();
    expect(notices.map((n) => n.userId).sort()).toEqual(
      [ctx.w.users.student.id, ctx.w.users.theoryStudent.id].sort(),
    );
    const mails = await db()
      .selectFrom('outbox')
      .select(['toAddress', 'subject'])
      .where('kind', '=', 'enrollment-reminder')
      .execute();
    expect(mails.map((x) => x.toAddress).sort()).toEqual(
      [ctx.w.users.student.email, ctx.w.users.theoryStudent.email].sort(),
    );
    const foreign = await call('adminB', 'POST', '/api/enrollment/reminders', { yearId });
    expect(foreign.statusCode).toBe(404);
    expect(await db().selectFrom('outbox').select('id').execute()).toHaveLength(2);
  });

  it('counts in SQL: two programs and two mentors, inactive students left out, filtered counts', async () => {
    const violina = await buildProgram(db(), ctx.w.schoolA, { naziv: 'Violina' });
    const ciro = await buildUser(db(), {
      schoolId: ctx.w.schoolA,
      ime: 'Ćiro',
      prezime: 'Babić',
      programIds: [ctx.w.programA, violina],
      mentorIds: [ctx.w.users.mentor.id, ctx.w.users.mentor2.id],
    });
    await buildUser(db(), {
      schoolId: ctx.w.schoolA,
      ime: 'Bivši',
      prezime: 'Učenik',
      isActive: false,
      programIds: [ctx.w.programA],
    });
    const all = (await call('admin', 'GET', '/api/enrollment/dashboard')).json();
    expect(all.totals).toEqual({ students: 4, confirmed: 1, pending: 3 });
    expect(all.byProgram).toEqual([
      { id: ctx.w.programA, name: 'Klavir', confirmed: 1, pending: 2 },
      { id: violina, name: 'Violina', confirmed: 0, pending: 1 },
      { id: null, name: 'Bez programa', confirmed: 0, pending: 1 },
    ]);
    expect(all.byMentor).toEqual([
      { id: ctx.w.users.mentor.id, name: 'Marko Marković', confirmed: 1, pending: 2 },
      { id: ctx.w.users.mentor2.id, name: 'Petra Perić', confirmed: 0, pending: 1 },
      { id: null, name: 'Bez mentora', confirmed: 0, pending: 1 },
    ]);
    // Alphabetical as in Croatian: Babić, Horvat, Lukić, Šimić.
    expect(all.rows.map((r: { prezime: string }) => r.prezime)).toEqual([
      'Babić',
      'Horvat',
      'Lukić',
      'Šimić',
    ]);
    expect(all.rows[0].programs.map((p: { naziv: string }) => p.naziv)).toEqual([
      'Klavir',
      'Violina',
    ]);

    // A filter narrows the totals; a student still counts under each program they have.
    const byViolin = (
      await call('admin', 'GET', `/api/enrollment/dashboard?programId=${violina}`)
    ).json();
    expect(byViolin.totals).toEqual({ students: 1, confirmed: 0, pending: 1 });
    expect(byViolin.byProgram).toEqual([
      { id: ctx.w.programA, name: 'Klavir', confirmed: 0, pending: 1 },
      { id: violina, name: 'Violina', confirmed: 0, pending: 1 },
    ]);
    const confirmed = (
      await call('admin', 'GET', `/api/enrollment/dashboard?status=confirmed&q=sim`)
    ).json();
    expect(confirmed.totals).toEqual({ students: 1, confirmed: 1, pending: 0 });
    expect(confirmed.byMentor).toEqual([
      { id: ctx.w.users.mentor.id, name: 'Marko Marković', confirmed: 1, pending: 0 },
    ]);
    // Words in any order, without diacritics; a LIKE wildcard is only a character.
    const search = async (q: string) =>
      (await call('admin', 'GET', `/api/enrollment/dashboard?q=${encodeURIComponent(q)}`))
        .json()
        .rows.map((r: { studentId: number }) => r.studentId);
    expect(await search('babic ciro')).toEqual([ciro.id]);
    expect(await search('CIRO BABIC')).toEqual([ciro.id]);
    expect(await search('%')).toEqual([]);
    const none = (await call('admin', 'GET', '/api/enrollment/dashboard?q=nitko')).json();
    expect(none).toMatchObject({ totals: { students: 0, confirmed: 0, pending: 0 }, rows: [] });
    expect(none.byProgram).toEqual([]);
    // Pages follow the same order and keep the counts of every row.
    const second = (
      await call('admin', 'GET', '/api/enrollment/dashboard?limit=2&offset=2')
    ).json();
    expect(second.rows.map((r: { prezime: string }) => r.prezime)).toEqual(['Lukić', 'Šimić']);
    expect(second.totals.students).toBe(4);
  });

  it('keeps no count past a change, even one written straight to the tables', async () => {
    const before = (await call('admin', 'GET', '/api/enrollment/dashboard')).json();
    // Asked again unchanged: the same counts (kept while nothing was written).
    expect((await call('admin', 'GET', '/api/enrollment/dashboard')).json().byMentor).toEqual(
      before.byMentor,
    );
    await db()
      .updateTable('users')
      .set({ prezime: 'Perić-Novak' })
      .where('id', '=', ctx.w.users.mentor2.id)
      .execute();
    await db().updateTable('users').set({ isActive: false }).where('id', '=', extraId).execute();
    const after = (await call('admin', 'GET', '/api/enrollment/dashboard')).json();
    expect(after.totals.students).toBe(before.totals.students - 1);
    expect(after.totals.confirmed).toBe(before.totals.confirmed - 1);
    expect(after.byMentor.map((c: { name: string }) => c.name)).toContain('Petra Perić-Novak');
  });
});
