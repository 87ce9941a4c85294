import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let ids: { school: number; violina: number; cello: number; klavir: number; m1: number; m2: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const school = await buildSchool(db, 'Glazbena škola Sonata');
  const other = await buildSchool(db);
  const violina = await buildProgram(db, school, { naziv: 'Violina' });
  const cello = await buildProgram(db, school, { naziv: 'Čelo' });
  const klavir = await buildProgram(db, school, { naziv: 'Klavir' });
  const foreign = await buildProgram(db, other, { naziv: 'Flauta' });
  const m2 = await buildUser(db, { schoolId: school, ime: 'Zora', prezime: 'Zec', isMentor: true });
  const m1 = await buildUser(db, { schoolId: school, ime: 'Ana', prezime: 'Ban', isMentor: true });
  await buildUser(db, {
    schoolId: school,
    korisnickoIme: 'ucenica',
    programIds: [violina, cello, klavir, foreign],
    mentorIds: [m2.id, m1.id],
  });
  await buildUser(db, { schoolId: school, korisnickoIme: 'bez.veza' });
  ids = { school, violina, cello, klavir, m1: m1.id, m2: m2.id };
});
afterAll(() => t.close());

const self = async (username: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/user',
    headers: bearer(await loginAs(t.app, username)),
  });
  expect(res.statusCode).toBe(200);
  return res.json().user;
};

describe('GET /api/user', () => {
  it("answers the account with its school, programs and mentors of the caller's school", async () => {
    const user = await self('ucenica');
    expect(user.school).toEqual({ id: ids.school, name: 'Glazbena škola Sonata' });
    // Only the school's own programs, by name in the database's order; mentors by id.
    const inOrder = await t.database.db
      .selectFrom('programs')
      .select('naziv')
      .where('schoolId', '=', ids.school)
      .orderBy('naziv')
      .execute();
    expect(user.programs.map((p: { naziv: string }) => p.naziv)).toEqual(
      inOrder.map((p) => p.naziv),
    );
    expect(user.programs).toContainEqual({ id: ids.cello, naziv: 'Čelo' });
    expect(user.programs.find((p: { naziv: string }) => p.naziv === 'Klavir')).toEqual({
      id: ids.klavir,
      naziv: 'Klavir',
    });
    const byId = [ids.m1, ids.m2].sort((a, b) => a - b);
    expect(user.mentors.map((m: { id: number }) => m.id)).toEqual(byId);
    expect(user.mentors).toContainEqual({ id: ids.m1, ime: 'Ana', prezime: 'Ban' });
    expect(user.mentorId).toEqual(byId);
  });

  it('answers empty lists for an account without programs or mentors', async () => {
    const user = await self('bez.veza');
    expect(user.programs).toEqual([]);
    expect(user.mentors).toEqual([]);
    expect(user.school.id).toBe(ids.school);
  });
});
