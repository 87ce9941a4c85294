import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let schoolId: number;
let otherId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  schoolId = await buildSchool(db, 'Akademija');
  otherId = await buildSchool(db, 'Zvjezdica');
  await buildProgram(db, schoolId, {
    naziv: 'Klavir',
    tipovi: [
      { tip: 'individualno1', cijena: 6050 },
      { tip: 'grupno', cijena: 3000 },
    ],
  });
  await buildProgram(db, schoolId, { naziv: 'Bubnjevi', tipovi: [], cijena: 4599 });
  const hidden = await buildProgram(db, schoolId, { naziv: 'Interni' });
  const off = await buildProgram(db, schoolId, { naziv: 'Ugašeni' });
  await buildProgram(db, otherId, { naziv: 'Violina' });
  await db.updateTable('programs').set({ showInSignup: false }).where('id', '=', hidden).execute();
  await db.updateTable('programs').set({ active: false }).where('id', '=', off).execute();
});
afterAll(() => t.close());

describe('GET /api/schools/public', () => {
  it('lists every school as {id, name} to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schools/public' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: schoolId, name: 'Akademija' },
      { id: otherId, name: 'Zvjezdica' },
    ]);
    expect(res.headers['x-next-cursor']).toBeUndefined();
  });

  it('pages by ?limit=, the next cursor in X-Next-Cursor (the body stays an array)', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/schools/public?limit=1' });
    expect(first.json()).toEqual([{ id: schoolId, name: 'Akademija' }]);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/schools/public?limit=1&cursor=${String(cursor)}`,
    });
    expect(second.json()).toEqual([{ id: otherId, name: 'Zvjezdica' }]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it.each(['limit=0', 'limit=501', 'cursor=-1', 'cursor=abc'])(
    'refuses ?%s with 400',
    async (q) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/schools/public?${q}` });
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('GET /api/schools', () => {
  const schools = async (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/schools${query}`, headers: bearer(token) });

  it('gives a signed-in person their own school, and an operator every school by pages', async () => {
    const db = t.database.db;
    const person = await buildUser(db, { schoolId: otherId, korisnickoIme: 'skola.osoba' });
    const operator = await buildUser(db, { schoolId, korisnickoIme: 'skola.operater' });
    await db.updateTable('users').set({ isOperator: true }).where('id', '=', operator.id).execute();
    const own = await schools(await loginAs(t.app, 'skola.osoba'));
    expect(own.json()).toEqual([{ id: person.schoolId, name: 'Zvjezdica' }]);

    const token = await loginAs(t.app, 'skola.operater');
    const first = await schools(token, '?limit=1');
    expect(first.json()).toEqual([{ id: schoolId, name: 'Akademija' }]);
    const cursor = String(first.headers['x-next-cursor']);
    const rest = await schools(token, `?cursor=${cursor}`);
    expect(rest.json()[0]).toEqual({ id: otherId, name: 'Zvjezdica' });
    expect((await schools(token, '?limit=x')).statusCode).toBe(400);
  });
});

describe('GET /api/programs/public/:schoolId', () => {
  it('lists the school’s active sign-up programs with prices in euros', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/programs/public/${schoolId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), naziv: 'Bubnjevi', cijena: 45.99, tipovi: [] },
      {
        id: expect.any(Number),
        naziv: 'Klavir',
        cijena: null,
        tipovi: [
          { tip: 'individualno1', cijena: 60.5 },
          { tip: 'grupno', cijena: 30 },
        ],
      },
    ]);
  });

  it('answers 404 for an unknown school and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/programs/public/99999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Odabrana škola ne postoji.');
    const bad = await t.app.inject({ method: 'GET', url: '/api/programs/public/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Odaberite školu');
  });
});
