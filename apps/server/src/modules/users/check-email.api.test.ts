import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const school = await buildSchool(db);
  const otherSchool = await buildSchool(db);
  await buildUser(db, {
    schoolId: school,
    korisnickoIme: 'ravnatelj',
    isMentor: true,
    isAdmin: true,
  });
  await buildUser(db, { schoolId: school, korisnickoIme: 'profesor', isMentor: true });
  await buildUser(db, { schoolId: school, korisnickoIme: 'polaznik' });
  await buildUser(db, { schoolId: school, email: 'Obitelj.Kovac@example.com' });
  await buildUser(db, {
    schoolId: otherSchool,
    email: 'violina@example.com',
    isStudent: false,
    isMentor: true,
  });
  await buildUser(db, { schoolId: school, email: 'bivsi@example.com', isActive: false });
  for (const name of ['ravnatelj', 'profesor', 'polaznik']) {
    tokens[name] = await loginAs(t.app, name);
  }
});
afterAll(() => t.close());

const check = (kind: 'users' | 'mentors', email: string, token = tokens.ravnatelj) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${kind}/check-email/${encodeURIComponent(email)}`,
    headers: token ? bearer(token) : {},
  });

describe('GET /api/users/check-email/:email and /api/mentors/check-email/:email', () => {
  it('tells an admin whether an active student uses the e-mail, ignoring case', async () => {
    expect((await check('users', 'obitelj.kovac@EXAMPLE.com')).json()).toEqual({ exists: true });
    expect((await check('users', 'nitko@example.com')).json()).toEqual({ exists: false });
    expect((await check('users', 'violina@example.com')).json()).toEqual({ exists: false });
  });

  it('tells an admin whether an active mentor uses the e-mail in any school', async () => {
    expect((await check('mentors', 'violina@example.com')).json()).toEqual({ exists: true });
    expect((await check('mentors', 'obitelj.kovac@example.com')).json()).toEqual({
      exists: false,
    });
  });

  it('does not count disabled accounts', async () => {
    expect((await check('users', 'bivsi@example.com')).json()).toEqual({ exists: false });
  });

  it('refuses a malformed e-mail with a Croatian 400', async () => {
    const res = await check('users', 'nije-adresa');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unesite ispravnu email adresu');
  });

  it.each([
    ['anonymous', ''],
    ['a student', 'polaznik'],
    ['a plain mentor', 'profesor'],
  ])('answers %s with 401/403 and no hint', async (_who, name) => {
    for (const kind of ['users', 'mentors'] as const) {
      const res = await check(kind, 'violina@example.com', name ? tokens[name] : '');
      expect([401, 403]).toContain(res.statusCode);
      expect(res.json()).not.toHaveProperty('exists');
    }
  });
});
