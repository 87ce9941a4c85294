import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSchool, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { outboxTo, rowCounts } from '../../../test/accounts.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let schoolId: number;
let otherSchool: number;
let studentId: number;
let mentorId: number;
let ip = 0;
const TOO_MANY = 'Previše pokušaja. Molimo pričekajte nekoliko minuta prije ponovnog pokušaja.';
const INVALID = 'Nevažeći ili istekli kod. Molimo pokušajte ponovno.';

const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  address = `10.6.0.${++ip % 250}`,
) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: address });
const authed = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

/** The codes of the last reset mail to an address, by username (or 'Kod' for a single account). */
async function lastCodes(email: string): Promise<Record<string, string>> {
  const mails = (await outboxTo(t.database.db, email)).filter((m) => m.kind === 'reset-code');
  const text = mails.at(-1)?.text ?? '';
  return Object.fromEntries(
    [...text.matchAll(/(Kod|Račun \S+): (\d{6})/g)].map((m) => [m[1]!, m[2]!]),
  );
}
async function lastPassword(email: string): Promise<string> {
  const mails = (await outboxTo(t.database.db, email)).filter((m) => m.kind === 'new-password');
  return /Privremena lozinka: (\S+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  schoolId = await buildSchool(db);
  otherSchool = await buildSchool(db);
  const mentor = await buildUser(db, {
    schoolId,
    korisnickoIme: 'moj.mentor',
    isStudent: false,
    isMentor: true,
  });
  mentorId = mentor.id;
  studentId = (
    await buildUser(db, {
      schoolId,
      korisnickoIme: 'lana',
      email: 'lana@example.com',
      mentorIds: [mentorId],
    })
  ).id;
  await buildUser(db, {
    schoolId,
    korisnickoIme: 'tudji.mentor',
    isStudent: false,
    isMentor: true,
  });
  await buildUser(db, {
    schoolId,
    korisnickoIme: 'admin.skole',
    isStudent: false,
    isMentor: true,
    isAdmin: true,
  });
  await buildUser(db, {
    schoolId: otherSchool,
    korisnickoIme: 'admin.drugi',
    isStudent: false,
    isMentor: true,
    isAdmin: true,
  });
  await buildUser(db, { schoolId, korisnickoIme: 'brat', email: 'obitelj@example.com' });
  await buildUser(db, { schoolId, korisnickoIme: 'sestra', email: 'obitelj@example.com' });
  await buildUser(db, { schoolId, korisnickoIme: 'reset.me', email: 'reset@example.com' });
  await buildUser(db, { schoolId, korisnickoIme: 'juraj', email: 'paralelno@example.com' });
  await buildUser(db, { schoolId, korisnickoIme: 'ovdje', email: 'dvije.skole@example.com' });
  await buildUser(db, {
    schoolId: otherSchool,
    korisnickoIme: 'tamo',
    email: 'dvije.skole@example.com',
  });
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date();
});

describe('POST /api/reset-password/request', () => {
  it('answers 404 with the spec’s message for an unknown address, writing nothing', async () => {
    const before = await rowCounts(t.database.db);
    const res = await post('/api/reset-password/request', { email: 'nitko@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Email adresa nije pronađena. Molimo registrirajte se.');
    expect(await rowCounts(t.database.db)).toEqual(before);
    const bad = await post('/api/reset-password/request', { email: 'nije' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unesite ispravnu email adresu');
  });

  it('stores the 6-digit code hashed and mails it', async () => {
    const res = await post('/api/reset-password/request', { email: 'RESET@example.com' });
    expect(res.statusCode).toBe(200);
    const { Kod: code } = await lastCodes('reset@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.database.db.selectFrom('password_reset_codes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    expect(rows.at(-1)!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /api/reset-password/verify', () => {
  it('a right code mails a new password, forces its change and ends every session', async () => {
    const session = await loginAs(t.app, 'reset.me');
    await post('/api/reset-password/request', { email: 'reset@example.com' });
    const { Kod: code } = await lastCodes('reset@example.com');
    const res = await post('/api/reset-password/verify', { email: 'reset@example.com', code });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Nova lozinka je poslana na vašu email adresu.');
    expect((await authed(session)).statusCode).toBe(401);
    const password = await lastPassword('reset@example.com');
    const fresh = await loginAs(t.app, 'reset.me', password);
    expect((await authed(fresh)).json().user.mustChangePassword).toBe(true);
    // The code is spent.
    const again = await post('/api/reset-password/verify', { email: 'reset@example.com', code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID);
  });

  it('refuses a wrong code, a code after 15 minutes, and a code after 5 wrong tries', async () => {
    await post('/api/reset-password/request', { email: 'lana@example.com' });
    let { Kod: code } = await lastCodes('lana@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    const before = await rowCounts(t.database.db);
    const res = await post('/api/reset-password/verify', {
      email: 'lana@example.com',
      code: wrong,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
    expect(await rowCounts(t.database.db)).toEqual(before);
    for (let i = 0; i < 4; i++)
      await post('/api/reset-password/verify', { email: 'lana@example.com', code: wrong });
    expect(
      (await post('/api/reset-password/verify', { email: 'lana@example.com', code })).statusCode,
    ).toBe(400);

    await post('/api/reset-password/request', { email: 'lana@example.com' });
    ({ Kod: code } = await lastCodes('lana@example.com'));
    t.clock.now = new Date(Date.now() + 16 * 60_000);
    expect(
      (await post('/api/reset-password/verify', { email: 'lana@example.com', code })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/reset-password/verify', { email: 'lana@example.com', code: '12' })).json()
        .message,
    ).toBe('Kod mora imati 6 znamenki');
  });

  it('gives siblings on one address one mail with a code per account; each code resets its own', async () => {
    await post('/api/reset-password/request', { email: 'obitelj@example.com' });
    const mails = (await outboxTo(t.database.db, 'obitelj@example.com')).filter(
      (m) => m.kind === 'reset-code',
    );
    expect(mails).toHaveLength(1);
    const codes = await lastCodes('obitelj@example.com');
    expect(Object.keys(codes).sort()).toEqual(['Račun brat', 'Račun sestra']);
    const sister = await loginAs(t.app, 'sestra');
    const res = await post('/api/reset-password/verify', {
      email: 'obitelj@example.com',
      code: codes['Račun sestra']!,
    });
    expect(res.statusCode).toBe(200);
    expect((await authed(sister)).statusCode).toBe(401);
    // The brother's password is untouched.
    expect(await loginAs(t.app, 'brat', TEST_PASSWORD)).toBeTruthy();
    expect(await loginAs(t.app, 'sestra', await lastPassword('obitelj@example.com'))).toBeTruthy();
  });

  it('allows no more than 5 tries of a code even when the guesses arrive in parallel', async () => {
    await post('/api/reset-password/request', { email: 'paralelno@example.com' });
    const { Kod: code } = await lastCodes('paralelno@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(
          '/api/reset-password/verify',
          { email: 'paralelno@example.com', code: wrong },
          {},
          `10.67.0.${i + 1}`,
        ),
      ),
    );
    expect(burst.every((r) => r.statusCode === 400)).toBe(true);
    const row = await t.database.db
      .selectFrom('password_reset_codes as c')
      .innerJoin('users as u', 'u.id', 'c.userId')
      .select('c.attempts')
      .where('u.korisnickoIme', '=', 'juraj')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    // The right code no longer opens anything: its tries are spent.
    const late = await post('/api/reset-password/verify', { email: 'paralelno@example.com', code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(INVALID);
  });

  it('files one mail per school for an address used in two schools, each with its own codes', async () => {
    await post('/api/reset-password/request', { email: 'dvije.skole@example.com' });
    const mails = (await outboxTo(t.database.db, 'dvije.skole@example.com')).filter(
      (m) => m.kind === 'reset-code',
    );
    expect(mails.map((m) => m.schoolId).sort()).toEqual([schoolId, otherSchool].sort());
    const here = mails.find((m) => m.schoolId === schoolId)!;
    const there = mails.find((m) => m.schoolId === otherSchool)!;
    expect(here.text).toMatch(/Kod: \d{6}/);
    expect(here.text).not.toContain('tamo');
    expect(there.text).toMatch(/Kod: \d{6}/);
    expect(there.text).not.toContain('ovdje');
  });

  it('both calls are rate-limited with 429', async () => {
    const address = '10.66.0.1';
    for (let i = 0; i < 10; i++)
      await post(
        '/api/reset-password/verify',
        { email: 'x@example.com', code: '123456' },
        {},
        address,
      );
    const verify = await post(
      '/api/reset-password/verify',
      { email: 'x@example.com', code: '123456' },
      {},
      address,
    );
    expect(verify.statusCode).toBe(429);
    expect(verify.json().message).toBe(TOO_MANY);
    for (let i = 0; i < 3; i++)
      await post('/api/reset-password/request', { email: 'brat@example.com' });
    const request = await post('/api/reset-password/request', { email: 'brat@example.com' });
    expect(request.statusCode).toBe(429);
  });
});

describe('POST /api/reset-password (admin or the student’s mentor)', () => {
  const reset = async (who: string, payload: object) =>
    post('/api/reset-password', payload, bearer(await loginAs(t.app, who)));

  it('lets the school’s admin and the student’s own mentor reset, mailing the account’s address', async () => {
    // Lana's password is the one last mailed to her, or the factory's when none was.
    let student = await loginAs(
      t.app,
      'lana',
      (await lastPassword('lana@example.com')) || TEST_PASSWORD,
    );
    for (const who of ['admin.skole', 'moj.mentor']) {
      const res = await reset(who, {
        userId: studentId,
        userType: 'student',
        email: 'napadac@example.com',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Nova lozinka je poslana na email.');
      expect((await authed(student)).statusCode).toBe(401);
      expect(await outboxTo(t.database.db, 'napadac@example.com')).toEqual([]);
      student = await loginAs(t.app, 'lana', await lastPassword('lana@example.com'));
      expect((await authed(student)).json().user.mustChangePassword).toBe(true);
    }
  });

  it('refuses other mentors, admins of another school, students and non-students', async () => {
    const before = await rowCounts(t.database.db);
    // A mentor of the school who does not teach the student: 403. Another school's admin does
    // not see the student at all: 404, as for any cross-school id.
    expect(
      (await reset('tudji.mentor', { userId: studentId, userType: 'student' })).statusCode,
    ).toBe(403);
    expect(
      (await reset('admin.drugi', { userId: studentId, userType: 'student' })).statusCode,
    ).toBe(404);
    expect((await reset('brat', { userId: studentId, userType: 'student' })).statusCode).toBe(403);
    const mentor = await reset('admin.skole', { userId: mentorId, userType: 'student' });
    expect(mentor.statusCode).toBe(400);
    expect(mentor.json().message).toBe('Lozinku je moguće resetirati samo učenicima.');
    expect((await reset('admin.skole', { userId: 999999, userType: 'student' })).statusCode).toBe(
      404,
    );
    expect((await reset('admin.skole', { userId: studentId, userType: 'mentor' })).statusCode).toBe(
      400,
    );
    expect(await rowCounts(t.database.db)).toEqual(before);
  });
});

describe('POST /api/user/change-password', () => {
  it('replaces a temporary password, clears the flag and ends the other sessions only', async () => {
    await buildUser(t.database.db, { schoolId, korisnickoIme: 'nova', mustChangePassword: true });
    const here = await loginAs(t.app, 'nova');
    const there = await loginAs(t.app, 'nova');
    const change = (payload: object) => post('/api/user/change-password', payload, bearer(here));
    const cases: [object, string][] = [
      [
        { currentPassword: 'kriva-lozinka', newPassword: 'nova-lozinka-1' },
        'Trenutna lozinka nije ispravna.',
      ],
      [
        { currentPassword: TEST_PASSWORD, newPassword: 'kratka' },
        'Nova lozinka mora imati najmanje 8 znakova',
      ],
      [
        { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
        'Nova lozinka mora se razlikovati od trenutne',
      ],
      [{ newPassword: 'nova-lozinka-1' }, 'Unesite trenutnu lozinku'],
    ];
    for (const [payload, message] of cases) {
      const res = await change(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const ok = await change({ currentPassword: TEST_PASSWORD, newPassword: 'nova-lozinka-1' });
    expect(ok.statusCode).toBe(200);
    expect((await authed(here)).json().user.mustChangePassword).toBe(false);
    // The same session goes on at once, everywhere (its cached copy is dropped with the flag).
    const posts = await t.app.inject({ method: 'GET', url: '/api/posts', headers: bearer(here) });
    expect(posts.statusCode).toBe(200);
    expect((await authed(there)).statusCode).toBe(401);
    expect(await loginAs(t.app, 'nova', 'nova-lozinka-1')).toBeTruthy();
    expect(
      (await post('/api/user/change-password', { currentPassword: 'a', newPassword: 'bbbbbbbb' }))
        .statusCode,
    ).toBe(401);
  });
});
