import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { outboxTo, rowCounts } from '../../../test/accounts.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** More bad password bodies (password.api.test.ts covers the rest): each a Croatian 400, no writes. */

let t: TestApp;
let studentId: number;
let code: string;
const tokens: Record<string, string> = {};
let ip = 0;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.7.0.${++ip}` });

/** Row counts plus the rows these calls change in place: a 400 must leave all of it as it was. */
async function snapshot() {
  const db = t.database.db;
  return {
    counts: await rowCounts(db),
    users: await db
      .selectFrom('users')
      .select(['id', 'passwordHash', 'mustChangePassword', 'updatedAt'])
      .orderBy('id')
      .execute(),
    codes: await db
      .selectFrom('password_reset_codes')
      .select(['id', 'attempts', 'consumedAt'])
      .orderBy('id')
      .execute(),
    sessions: await db.selectFrom('sessions').select(['id', 'revokedAt']).orderBy('id').execute(),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const schoolId = await buildSchool(db);
  await buildUser(db, {
    schoolId,
    korisnickoIme: 'admin.skole',
    isStudent: false,
    isMentor: true,
    isAdmin: true,
  });
  studentId = (await buildUser(db, { schoolId, korisnickoIme: 'lana', email: 'lana@example.com' }))
    .id;
  await buildUser(db, { schoolId, korisnickoIme: 'nova', mustChangePassword: true });
  for (const name of ['admin.skole', 'nova']) tokens[name] = await loginAs(t.app, name);
  // A live code, so a verify call that went through would spend it or count a try.
  expect(
    (await post('/api/reset-password/request', { email: 'lana@example.com' })).statusCode,
  ).toBe(200);
  const mail = (await outboxTo(db, 'lana@example.com')).find((m) => m.kind === 'reset-code');
  code = /Kod: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
});
afterAll(() => t.close());

describe('POST /api/user/change-password with bad input', () => {
  it.each([
    [
      'a new password over 200 characters',
      { currentPassword: TEST_PASSWORD, newPassword: 'x'.repeat(201) },
      'Nova lozinka može imati najviše 200 znakova',
    ],
    [
      'a new password that is a number',
      { currentPassword: TEST_PASSWORD, newPassword: 123456789 },
      'Nova lozinka mora imati najmanje 8 znakova',
    ],
    [
      'a new password that is a list',
      { currentPassword: TEST_PASSWORD, newPassword: ['nova-lozinka-1'] },
      'Nova lozinka mora imati najmanje 8 znakova',
    ],
    [
      'a current password that is a number',
      { currentPassword: 12345678, newPassword: 'nova-lozinka-1' },
      'Unesite trenutnu lozinku',
    ],
  ])('refuses %s with 400, writing nothing', async (_name, payload, message) => {
    const before = await snapshot();
    const res = await post('/api/user/change-password', payload, bearer(tokens.nova!));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/reset-password/verify with bad input', () => {
  it('refuses a right code without the e-mail with 400, writing nothing', async () => {
    const before = await snapshot();
    const res = await post('/api/reset-password/verify', { code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unesite ispravnu email adresu');
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/reset-password (admin) with bad input', () => {
  it('refuses a userId that is not a number with 400, writing nothing', async () => {
    const before = await snapshot();
    const res = await post(
      '/api/reset-password',
      { userId: 'abc', userType: 'student' },
      bearer(tokens['admin.skole']!),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Korisnik nije pronađen.');
    expect(await snapshot()).toEqual(before);
    // The real id still works, so it was the id that was refused.
    expect(
      (await post('/api/reset-password', { userId: studentId }, bearer(tokens['admin.skole']!)))
        .statusCode,
    ).toBe(200);
  });
});
