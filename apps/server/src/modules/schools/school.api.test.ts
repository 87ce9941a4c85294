import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram, buildSchool } from '../../../test/factories.ts';
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
