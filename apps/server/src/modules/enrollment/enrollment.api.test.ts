import { describe, expect, it } from 'vitest';
import { enrollmentMessages as m } from '@takt/shared/enrollment-messages';
import { acceptBody, pdfText } from '../../../test/enrollment-helpers.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';

/** Enrollment: opening a year, the versioned agreement, acceptance rules, gating and the PDF. */

const ctx = homeWorldPerFile(new Date('2026-07-01T10:00:00.000Z'));
const { as, db } = ctx;
const setClock = (iso: string) => {
  ctx.t.clock.now = new Date(iso);
};

const call = (role: HomeRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.t.app.inject({ method, url, headers: as(role), ...(payload ? { payload } : {}) });

const rows = (table: 'enrollments' | 'enrollment_years' | 'enrollment_agreements') =>
  db().selectFrom(table).selectAll().orderBy('id').execute();

let schoolYearId: number;
let enrollmentYearId: number;

describe('opening enrollment', () => {
  it('refuses bad input and another school’s year, writing nothing', async () => {
    const year = await call('admin', 'POST', '/api/calendar/years', {
      startDate: '2026-09-07',
      endDate: '2027-06-18',
    });
    schoolYearId = year.json().year.id;
    const empty = await call('admin', 'POST', '/api/enrollment/years', {
      schoolYearId,
      agreementText: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(m.agreementRequired);
    const scriptOnly = await call('admin', 'POST', '/api/enrollment/years', {
      schoolYearId,
      agreementText: '<script>alert(1)</script>',
    });
    expect(scriptOnly.statusCode).toBe(400);
    const window = await call('admin', 'POST', '/api/enrollment/years', {
      schoolYearId,
      agreementText: '<p>x</p>',
      programChangeFrom: '2026-07-10',
      programChangeUntil: '2026-07-01',
    });
    expect(window.statusCode).toBe(400);
    expect(window.json().message).toBe(m.windowInvalid);
    const foreign = await call('adminB', 'POST', '/api/enrollment/years', {
      schoolYearId,
      agreementText: '<p>x</p>',
    });
    expect(foreign.statusCode).toBe(404);
    expect(await rows('enrollment_years')).toEqual([]);
    expect(await rows('enrollment_agreements')).toEqual([]);
  });

  it('opens a year with a sanitized agreement (version 1) and tells the students', async () => {
    const res = await call('admin', 'POST', '/api/enrollment/years', {
      schoolYearId,
      agreementText: '<p>Uvjeti <strong>upisa</strong></p><img src=x onerror=alert(1)>',
    });
    expect(res.statusCode).toBe(201);
    const { year } = res.json();
    enrollmentYearId = year.id;
    expect(year).toMatchObject({
      agreementVersion: 1,
      agreementText: '<p>Uvjeti <strong>upisa</strong></p>',
      schoolYear: { name: '2026./2027.' },
    });
    const notices = await db()
      .selectFrom('notifications')
      .select(['userId', 'type'])
      .where('type', '=', 'enrollment_open')
      .execute();
    const ids = notices.map((n) => n.userId).sort();
    expect(ids).toEqual([ctx.w.users.student.id, ctx.w.users.theoryStudent.id].sort());
    const again = await call('admin', 'POST', '/api/enrollment/years', {
      schoolYearId,
      agreementText: '<p>x</p>',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyOpen);
  });

  it('shows the agreement to the school only', async () => {
    const own = (await call('student', 'GET', '/api/enrollment/agreement')).json();
    expect(own).toMatchObject({ version: 1, schoolYear: '2026./2027.' });
    expect(own.agreementText).toContain('upisa');
    const other = (await call('studentB', 'GET', '/api/enrollment/agreement')).json();
    expect(other).toEqual({ agreementText: '', version: null, schoolYear: null });
  });
});

describe('the profile card and forced enrollment by month (fixed clock)', () => {
  const current = async (iso: string) => {
    setClock(iso);
    const res = await call('student', 'GET', '/api/enrollment/current');
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json();
  };

  it('hides the card January to May and shows it June to December', async () => {
    expect((await current('2026-05-31T10:00:00.000Z')).showCard).toBe(false);
    expect((await current('2026-06-01T10:00:00.000Z')).showCard).toBe(true);
    // Half a year on, with a session of that day.
    setClock('2026-12-31T10:00:00.000Z');
    const token = await loginAs(ctx.t.app, ctx.w.users.student.korisnickoIme);
    const december = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/enrollment/current',
      headers: bearer(token),
    });
    expect(december.json()).toMatchObject({ showCard: true, mustEnroll: true });
    // 31 May 23:30 UTC is already 1 June in Zagreb.
    expect((await current('2026-05-31T23:30:00.000Z')).showCard).toBe(true);
  });

  it('forces a student without an acceptance to /enroll from September, once the year has begun', async () => {
    const august = await current('2026-08-31T10:00:00.000Z');
    expect(august).toMatchObject({ mustEnroll: false, enrollment: null, agreementVersion: 1 });
    // September, but the year opens on 7 September: enrolling ahead is not forced yet.
    expect((await current('2026-09-01T10:00:00.000Z')).mustEnroll).toBe(false);
    expect((await current('2026-09-07T10:00:00.000Z')).mustEnroll).toBe(true);
    const mentor = (await call('mentor', 'GET', '/api/enrollment/current')).json();
    expect(mentor).toMatchObject({ mustEnroll: false, showCard: false });
  });

  it('prefills the form with what the school has on file', async () => {
    const now = await current('2026-07-01T10:00:00.000Z');
    expect(now.prefill).toMatchObject({
      ime: 'Ana',
      oib: '69435151530',
      programId: ctx.w.programA,
      pohadanjeNastave: 'individualno1',
    });
    expect(now.selectionOpen).toBe(false);
  });
});

describe('accepting', () => {
  it('requires both parents of a minor, the agreement and valid data; writes nothing', async () => {
    setClock('2026-07-01T10:00:00.000Z');
    const cases: [object, string][] = [
      [acceptBody({ roditelj2: undefined }), m.parents],
      [
        acceptBody({ roditelj2: { ime: 'I', prezime: 'Horvat', brojMobitela: '+385911' } }),
        m.parents,
      ],
      [acceptBody({ oib: '123' }), m.oib],
      [acceptBody({ brojMobitela: '12' }), m.phone],
      [acceptBody({ datumRodjenja: '' }), m.birthDate],
      [acceptBody({ adresa: { ulica: '', kucniBroj: '', mjesto: '' } }), m.address],
      [acceptBody({ agreementAccepted: false }), m.agreement],
    ];
    for (const [body, message] of cases) {
      const res = await call('student', 'POST', '/api/enrollment/accept', body);
      expect(res.statusCode, message).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await rows('enrollments')).toEqual([]);
  });

  it('lets an adult enroll without parents; staff may not accept', async () => {
    const res = await call('theoryStudent', 'POST', '/api/enrollment/accept', {
      ...acceptBody({ datumRodjenja: '2000-01-01' }),
      roditelj1: undefined,
      roditelj2: undefined,
    });
    expect(res.statusCode).toBe(200);
    expect((await call('mentor', 'POST', '/api/enrollment/accept', acceptBody())).statusCode).toBe(
      403,
    );
  });

  it('records the agreement version accepted, and refuses a stale one', async () => {
    const ok = await call('student', 'POST', '/api/enrollment/accept', acceptBody());
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: m.accepted,
      enrollment: { agreementVersion: 1, programName: 'Klavir', pohadanjeNastave: 'individualno1' },
    });
    const [row] = (await rows('enrollments')).filter((r) => r.studentId === ctx.w.users.student.id);
    expect(row).toMatchObject({ agreementVersion: 1, oib: '69435151530', schoolId: ctx.w.schoolA });

    const updated = await call('admin', 'PUT', `/api/enrollment/years/${enrollmentYearId}`, {
      agreementText: '<p>Novi uvjeti</p>',
    });
    expect(updated.json().year.agreementVersion).toBe(2);
    const same = await call('admin', 'PUT', `/api/enrollment/years/${enrollmentYearId}`, {
      agreementText: '<p>Novi uvjeti</p>',
    });
    expect(same.json().year.agreementVersion).toBe(2);

    setClock('2026-07-01T10:05:00.000Z');
    const stale = await call('student', 'POST', '/api/enrollment/accept', acceptBody());
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(m.agreementChanged);
    setClock('2026-07-01T10:07:00.000Z');
    const fresh = await call(
      'student',
      'POST',
      '/api/enrollment/accept',
      acceptBody({ agreementVersion: 2 }),
    );
    expect(fresh.json().enrollment.agreementVersion).toBe(2);
    const current = (await call('student', 'GET', '/api/enrollment/current')).json();
    expect(current.enrollment).toMatchObject({ status: 'confirmed', agreementVersion: 2 });
  });

  it('has a 60 s cooldown, and after five tries an hour the 429 of spec §8', async () => {
    setClock('2026-07-02T10:00:00.000Z');
    const send = () =>
      call('student', 'POST', '/api/enrollment/accept', acceptBody({ agreementVersion: 2 }));
    expect((await send()).statusCode).toBe(200);
    const soon = await send();
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(m.cooldown);
    for (let i = 1; i <= 3; i++) {
      setClock(`2026-07-02T10:0${i * 2}:00.000Z`);
      expect((await send()).statusCode).toBe(200);
    }
    setClock('2026-07-02T10:08:00.000Z');
    const blocked = await send();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(m.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
    setClock('2026-07-02T11:00:01.000Z');
    expect((await send()).statusCode).toBe(200);
  });

  it('lets the program be chosen only while selection is open', async () => {
    setClock('2026-07-03T10:00:00.000Z');
    await call('admin', 'PUT', `/api/enrollment/years/${enrollmentYearId}`, {
      agreementText: '<p>Novi uvjeti</p>',
      programChangeFrom: '2026-07-01',
      programChangeUntil: '2026-07-31',
    });
    const open = (await call('student', 'GET', '/api/enrollment/current')).json();
    expect(open.selectionOpen).toBe(true);
    expect(open.programs).toEqual([
      { id: ctx.w.programA, naziv: 'Klavir', tipovi: ['individualno1'] },
    ]);
    const noProgram = await call(
      'student',
      'POST',
      '/api/enrollment/accept',
      acceptBody({ agreementVersion: 2 }),
    );
    expect(noProgram.statusCode).toBe(400);
    expect(noProgram.json().message).toBe(m.program);
    setClock('2026-07-03T10:02:00.000Z');
    const noType = await call(
      'student',
      'POST',
      '/api/enrollment/accept',
      acceptBody({ agreementVersion: 2, programId: ctx.w.programA }),
    );
    expect(noType.json().message).toBe(m.attendance);
  });
});

describe('the confirmation PDF', () => {
  it('names the student, the school year and the agreement version (parsed text)', async () => {
    const res = await call('student', 'GET', '/api/enrollment/my/upis-pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `potvrda-o-upisu-Ana-Horvat-${ctx.w.users.student.id}.pdf`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Potvrda o upisu');
    expect(text).toContain('Ana Horvat');
    expect(text).toContain('2026./2027.');
    expect(text).toContain('Klavir');
    expect(text).toContain('Glazbena škola Zagreb');
    expect(text).toContain('Način pohađanja nastave');
  });

  it('is a 404 before the student has enrolled', async () => {
    const res = await call('studentB', 'GET', '/api/enrollment/my/upis-pdf');
    expect(res.statusCode).toBe(404);
  });
});
