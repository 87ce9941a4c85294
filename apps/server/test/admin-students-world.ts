import { expect } from 'vitest';
import { appPerFile } from './app-per-file.ts';
import { buildProgram, buildSchool, buildUser } from './factories.ts';
import { bearer, loginAs } from './http.ts';
import type { TestApp } from './test-app.ts';

/** The school and students of the admin student list, create and export API tests. */

const now = new Date('2026-11-20T10:00:00.000Z');
const staff = { isStudent: false, isMentor: true } as const;

/**
 * One school with a mentor, an admin and four students picked to tell the filters apart (a minor
 * in theory with a program and a mentor, an adult in the choir, one with a program only, a former
 * student), and a second school whose admin has a student of the same name as the first one.
 */
async function buildStudentsWorld(t: TestApp) {
  // The logins below are stamped with the tests' time, so their tokens are valid in the tests.
  t.clock.now = new Date(now);
  const db = t.database.db;
  const ids: Record<string, number> = {};
  const school = await buildSchool(db);
  const other = await buildSchool(db);
  const klavir = await buildProgram(db, school, { naziv: 'Klavir' });
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
  const admin = await loginAs(t.app, 'ravnatelj');
  const otherAdmin = await loginAs(t.app, 'drugi.admin');
  const mentorToken = await loginAs(t.app, 'mentorica');
  return { ids, klavir, admin, otherAdmin, mentorToken };
}

/**
 * One app and students world for the calling test file (see `appPerFile`), the clock set to
 * 20 November 2026 before each test, and GET /api/admin/students. Call it at the top level of the
 * file; read `t` and `w` in hooks and tests only.
 */
export function studentsWorldPerFile() {
  const file = appPerFile(buildStudentsWorld, () => new Date(now));
  const list = async (query: string, token = file.world.admin) => {
    const res = await file.t.app.inject({
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
  return {
    get t() {
      return file.t;
    },
    get w() {
      return file.world;
    },
    list,
    names,
  };
}
