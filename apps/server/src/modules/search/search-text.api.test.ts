import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../db/migrate.ts';
import { buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let token: string;
let school: number;

beforeAll(async () => {
  t = await createTestApp();
  school = await buildSchool(t.database.db);
  await buildUser(t.database.db, { schoolId: school, korisnickoIme: 'trazitelj' });
  token = await loginAs(t.app, 'trazitelj');
});
afterAll(() => t.close());

const found = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search/users?query=${encodeURIComponent(query)}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().results.map((r: { korisnickoIme: string }) => r.korisnickoIme);
};

describe('stored search text', () => {
  it('follows a change of name, whichever code writes it', async () => {
    const user = await buildUser(t.database.db, {
      schoolId: school,
      korisnickoIme: 'vesna.staro',
      ime: 'Vesna',
      prezime: 'Starić',
    });
    expect(await found('starić')).toEqual(['vesna.staro']);
    await t.database.db
      .updateTable('users')
      .set({ prezime: 'Šimunović', korisnickoIme: 'vesna.novo' })
      .where('id', '=', user.id)
      .execute();
    expect(await found('starić')).toEqual([]);
    expect(await found('ŠIMUN')).toEqual(['vesna.novo']);
    expect(await found('vesna šimunović')).toEqual(['vesna.novo']);
    expect(await found('A.NOV')).toEqual(['vesna.novo']);
  });

  it('never matches across the name and the username', async () => {
    await buildUser(t.database.db, {
      schoolId: school,
      korisnickoIme: 'zzz.korisnik',
      ime: 'Iva',
      prezime: 'Qwert',
    });
    expect(await found('qwert')).toEqual(['zzz.korisnik']);
    expect(await found('qwertzzz')).toEqual([]);
    expect(await found('qwert zzz')).toEqual([]);
  });

  it('is filled in for accounts that existed before the column', async () => {
    const db = t.database.db;
    await migrateTo(db, '2026-11-26T0960-bench-indexes');
    await db
      .insertInto('users')
      .values({
        schoolId: school,
        ime: 'Ćiril',
        prezime: 'Prijašnji',
        korisnickoIme: 'ciril.prije',
        email: 'ciril@example.com',
        emailLower: 'ciril@example.com',
        passwordHash: 'x',
        mustChangePassword: false,
        isStudent: true,
        isMentor: false,
        isAdmin: false,
        isActive: true,
        adresa: '{}',
        napomene: '[]',
        programType: '{}',
        pohadjaTeoriju: false,
        maiZbor: false,
        maloljetniClan: false,
        reminderPreferences: '{}',
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      } as never)
      .execute();
    await migrateToLatest(db);
    expect(await found('ćiril prija')).toEqual(['ciril.prije']);
  });
});
