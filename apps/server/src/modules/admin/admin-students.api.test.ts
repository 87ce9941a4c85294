import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTo } from '../../../test/accounts.ts';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let otherAdmin: string;
let mentorToken: string;
const ids: Record<string, number> = {};
let klavir: number;

const staff = { isStudent: false, isMentor: true } as const;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-20T10:00:00.000Z');
  const db = t.database.db;
  const school = await buildSchool(db);
  const other = await buildSchool(db);
  klavir = await buildProgram(db, school, { naziv: 'Klavir' });
  const mentor = await buildUser(db, { schoolId: school, ...staff, korisnickoIme: 'mentorica' });
  await buildUser(db, { schoolId: school, ...staff, isAdmin: true, korisnickoIme: 'ravnatelj' });
  await buildUser(db, { schoolId: other, ...staff, isAdmin: true, korisnickoIme: 'drugi.admin' });
  ids.mentor = mentor.id;
  const students = [
    {
      korisnickoIme: 'cacic',
      ime: 'Ivana',
      prezime: 'Čačić',
      oib: '69435151530',
      datumRodjenja: '2014-05-01',
      programIds: [klavir],
      mentorIds: [mentor.id],
      pohadjaTeoriju: true,
    },
    {
      korisnickoIme: 'horvat',
      ime: 'Marko',
      prezime: 'Horvat',
      datumRodjenja: '2000-01-01',
      maiZbor: true,
    },
    {
      korisnickoIme: 'juric',
      ime: 'Đuro',
      prezime: 'Jurić',
      email: 'obitelj@example.com',
      programIds: [klavir],
    },
    { korisnickoIme: 'bivsi', ime: 'Ante', prezime: 'Bivši', isActive: false },
  ];
  for (const s of students)
    ids[s.korisnickoIme] = (await buildUser(db, { schoolId: school, ...s })).id;
  await buildUser(db, { schoolId: other, ime: 'Ivana', prezime: 'Čačić', korisnickoIme: 'tamo' });
  admin = await loginAs(t.app, 'ravnatelj');
  otherAdmin = await loginAs(t.app, 'drugi.admin');
  mentorToken = await loginAs(t.app, 'mentorica');
});
afterAll(() => t.close());

const list = async (query: string, token = admin) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/students${query}`,
    headers: bearer(token),
  });
  return res;
};
const names = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return (res.json().students as { korisnickoIme: string }[]).map((s) => s.korisnickoIme);
};

describe('GET /api/admin/students', () => {
  it('lists active students of the own school by last name, with total and relations', async () => {
    const res = await list('');
    const body = res.json();
    expect(body.students.map((s: { korisnickoIme: string }) => s.korisnickoIme)).toEqual([
      'cacic',
      'horvat',
      'juric',
    ]);
    expect(body.total).toBe(3);
    const cacic = body.students[0];
    expect(cacic.programs).toEqual([{ id: klavir, naziv: 'Klavir' }]);
    expect(cacic.mentors[0].id).toBe(ids.mentor);
    expect(cacic.minor).toBe(true);
    expect(cacic.noPhotos).toBe(true);
    expect(cacic).not.toHaveProperty('oib');
  });

  it('keeps the Croatian order after a rename, whichever code writes the name', async () => {
    const rename = (prezime: string) =>
      t.database.db.updateTable('users').set({ prezime }).where('id', '=', ids.horvat!).execute();
    // Unfolded, 'ć' sorts after every ASCII letter; folded, Ćosić is a 'cosic' before Horvat's old place.
    await rename('Ćosić');
    try {
      expect(await names('')).toEqual(['cacic', 'horvat', 'juric']);
      await rename('Žužul');
      expect(await names('')).toEqual(['cacic', 'juric', 'horvat']);
    } finally {
      await rename('Horvat');
    }
  });

  it('searches accent-insensitively by name, username, e-mail or OIB', async () => {
    expect(await names('?q=cacic')).toEqual(['cacic']);
    expect(await names('?q=%C4%8Ca%C4%8Di%C4%87')).toEqual(['cacic']); // Čačić
    expect(await names('?q=CACIC%20ivana')).toEqual(['cacic']);
    expect(await names('?q=duro')).toEqual(['juric']);
    expect(await names('?q=obitelj%40example')).toEqual(['juric']);
    expect(await names('?q=6943515')).toEqual(['cacic']);
    expect(await names('?q=%25')).toEqual([]);
  });

  it('filters: no mentor, no program, theory, choir, minor, program, mentor, year, status', async () => {
    expect(await names('?noMentor=1')).toEqual(['horvat', 'juric']);
    expect(await names('?noProgram=true')).toEqual(['horvat']);
    expect(await names('?theory=1')).toEqual(['cacic']);
    expect(await names('?choir=1')).toEqual(['horvat']);
    expect(await names('?minor=1')).toEqual(['cacic']);
    expect(await names('?minor=0')).toEqual(['horvat', 'juric']);
    expect(await names(`?programId=${klavir}`)).toEqual(['cacic', 'juric']);
    expect(await names(`?mentorId=${ids.mentor}`)).toEqual(['cacic']);
    expect(await names(`?createdYear=${new Date().getUTCFullYear()}`)).toHaveLength(3);
    expect(await names('?createdYear=2001')).toEqual([]);
    expect(await names('?status=inactive')).toEqual(['bivsi']);
    expect(await names('?status=all&noPhotos=1')).toHaveLength(4);
  });

  it('filters students whose enrollment for the latest year is not confirmed, and counts them on the admin home', async () => {
    const db = t.database.db;
    const { schoolId } = await db
      .selectFrom('users')
      .select('schoolId')
      .where('id', '=', ids.cacic!)
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const openYear = async (startDate: string) => {
      const sy = await db
        .insertInto('school_years')
        .values({
          schoolId,
          name: startDate,
          startDate,
          endDate: `${Number(startDate.slice(0, 4)) + 1}-06-30`,
          abReferenceMonday: startDate,
          createdAt: at,
          updatedAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const year = await db
        .insertInto('enrollment_years')
        .values({ schoolId, schoolYearId: sy.id, openedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const agreement = await db
        .insertInto('enrollment_agreements')
        .values({
          schoolId,
          enrollmentYearId: year.id,
          version: 1,
          html: '<p>U</p>',
          createdAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { yearId: year.id, agreementId: agreement.id };
    };
    const enrol = (studentId: number, y: { yearId: number; agreementId: number }) =>
      db
        .insertInto('enrollments')
        .values({
          schoolId,
          enrollmentYearId: y.yearId,
          studentId,
          agreementId: y.agreementId,
          agreementVersion: 1,
          programId: null,
          programName: null,
          pohadanjeNastave: null,
          oib: '',
          datumRodjenja: '',
          brojMobitela: '',
          adresa: '{}',
          roditelj1: null,
          roditelj2: null,
          acceptedAt: at,
        })
        .execute();
    // Enrolled last year only does not count for this year.
    await enrol(ids.horvat!, await openYear('2025-09-01'));
    await enrol(ids.cacic!, await openYear('2026-09-01'));
    expect(await names('?notEnrolled=1')).toEqual(['horvat', 'juric']);
    expect(await names('?notEnrolled=0')).toEqual(['cacic']);
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(overview.json().counts).toMatchObject({
      notEnrolled: 2,
      unpaidInvoices: 0,
      openProblemReports: 0,
    });
  });

  it('pages with a cursor in both sort orders', async () => {
    const first = (await list('?limit=2')).json();
    expect(first.students).toHaveLength(2);
    expect(first.total).toBe(3);
    const second = (await list(`?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.students.map((s: { korisnickoIme: string }) => s.korisnickoIme)).toEqual([
      'juric',
    ]);
    expect(second.nextCursor).toBeNull();
    const newest = (await list('?sort=newest&limit=2')).json();
    expect(newest.students.map((s: { korisnickoIme: string }) => s.korisnickoIme)).toEqual([
      'juric',
      'horvat',
    ]);
    const rest = (await list(`?sort=newest&limit=2&cursor=${newest.nextCursor}`)).json();
    expect(rest.students.map((s: { korisnickoIme: string }) => s.korisnickoIme)).toEqual(['cacic']);
  });

  it('refuses bad filters in Croatian and other roles', async () => {
    const bad = await list('?minor=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/filtar/i);
    expect((await list('?sort=drop')).statusCode).toBe(400);
    expect((await list('', mentorToken)).statusCode).toBe(403);
    const other = (await list('', otherAdmin)).json();
    expect(other.students.map((s: { korisnickoIme: string }) => s.korisnickoIme)).toEqual(['tamo']);
  });
});

describe('POST /api/admin/students', () => {
  const body = {
    ime: 'Šime',
    prezime: 'Novak',
    email: 'obitelj@example.com',
    datumRodjenja: '2015-02-03',
    roditelj1: { ime: 'Petra', prezime: 'Novak', brojMobitela: '+385911111111' },
    programId: 0,
  };
  it('creates a student with a generated username and mails the credentials (siblings share e-mail)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/students',
      headers: bearer(admin),
      payload: {
        ...body,
        programId: klavir,
        pohadanjeNastave: 'individualno1',
        mentorIds: [ids.mentor],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.korisnickoIme).toBe('sime.novak');
    const mails = await outboxTo(t.database.db, 'obitelj@example.com');
    expect(mails.some((m) => m.text.includes('sime.novak'))).toBe(true);
    expect(await names('?q=sime')).toEqual(['sime.novak']);
  });

  it('refuses bad input with Croatian messages and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/students',
      headers: bearer(admin),
      payload: { ...body, programId: null, roditelj1: null },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('roditelja');
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/admin/students',
      headers: bearer(admin),
      payload: { ...body, programId: null, email: 'nije-email' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fieldErrors.email).toBe('Unesite ispravnu email adresu');
    const foreignMentor = await t.app.inject({
      method: 'POST',
      url: '/api/admin/students',
      headers: bearer(otherAdmin),
      payload: { ...body, programId: null, mentorIds: [ids.mentor] },
    });
    expect(foreignMentor.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('GET /api/admin/students/export', () => {
  it('exports the filtered list as CSV and XLSX and records it in the audit log', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/students/export?format=csv&theory=1',
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"Čačić"');
    expect(csv.body).toContain('"69435151530"');
    expect(csv.body).not.toContain('Horvat');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/admin/students/export',
      headers: bearer(admin),
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Ime');
    expect(sheet.rowCount).toBe(5); // header + 4 active students
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=students.export',
      headers: bearer(admin),
    });
    expect(audit.json().entries).toHaveLength(2);
    expect(audit.json().entries[0].fields).toContain('oib');
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: bearer(otherAdmin),
    });
    expect(foreign.json().entries).toEqual([]);
  });
});
