import { describe, expect, it } from 'vitest';
import { authWorldPerFile } from '../../../test/auth-world.ts';
import { TEST_PASSWORD } from '../../../test/factories.ts';

/** POST /api/login: identifiers, credentials, validation and shared e-mail addresses. */

const ctx = authWorldPerFile();
const { login } = ctx;

describe('POST /api/login', () => {
  it('signs in by username and returns the token and the user without secrets', async () => {
    const res = await login({ emailOrUsername: 'iva.horvat', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({
      korisnickoIme: 'iva.horvat',
      isStudent: true,
      school: { id: ctx.schoolId, name: 'Glazbena škola Test' },
      programs: [{ naziv: 'Klavir' }],
      reminderPreferences: { reminderTime: '14:00', classReminders: true, practiceReminders: true },
    });
    expect(body.user.mentorId).toHaveLength(1);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2|fcmToken/);
  });

  it('signs in by e-mail case-insensitively and trims the identifier', async () => {
    const res = await login({
      emailOrUsername: '  iva.HORVAT@example.COM \t',
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.korisnickoIme).toBe('iva.horvat');
  });

  it('trims the username too', async () => {
    const res = await login({ emailOrUsername: ' mentorica ', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same Croatian message', async () => {
    const wrong = await login({ emailOrUsername: 'iva.horvat', password: 'kriva' }, '10.0.1.1');
    const unknown = await login({ emailOrUsername: 'nepostojeci', password: 'kriva' }, '10.0.1.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Netočni podaci za prijavu',
        code: 'invalid_credentials',
      });
    }
  });

  it('refuses a disabled account', async () => {
    const res = await login({ emailOrUsername: 'ugaseni', password: TEST_PASSWORD }, '10.0.1.3');
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ password: TEST_PASSWORD }, 'emailOrUsername', 'Unesite email adresu ili korisničko ime'],
    [
      { emailOrUsername: '   ', password: TEST_PASSWORD },
      'emailOrUsername',
      'Unesite email adresu ili korisničko ime',
    ],
    [{ emailOrUsername: 'iva.horvat' }, 'password', 'Unesite lozinku'],
    [{ emailOrUsername: 'iva.horvat', password: '' }, 'password', 'Unesite lozinku'],
    [
      { emailOrUsername: 42, password: TEST_PASSWORD },
      'emailOrUsername',
      'Unesite email adresu ili korisničko ime',
    ],
  ])('answers 400 in Croatian for %j', async (payload, field, message) => {
    const res = await login(payload, '10.0.2.1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      message,
      fieldErrors: { [field]: message },
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailOrUsername": "iva',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Neispravan format zahtjeva.', code: 'invalid_json' });
  });

  it('logs into none of the accounts sharing an e-mail and points to the username', async () => {
    const res = await login(
      { emailOrUsername: 'obitelj@example.com', password: TEST_PASSWORD },
      '10.0.3.1',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/korisničkim imenom/);
    expect(res.json().token).toBeUndefined();
    // Without a correct password the shared address reveals nothing.
    const wrong = await login(
      { emailOrUsername: 'obitelj@example.com', password: 'kriva' },
      '10.0.3.1',
    );
    expect(wrong.statusCode).toBe(401);
    // Each sibling still gets in by username.
    expect(
      (await login({ emailOrUsername: 'sestra', password: 'drugacija-lozinka' }, '10.0.3.1'))
        .statusCode,
    ).toBe(200);
  });

  it('stores argon2id hashes', async () => {
    const row = await ctx.t.database.db
      .selectFrom('users')
      .select('passwordHash')
      .where('korisnickoIme', '=', 'brat')
      .executeTakeFirstOrThrow();
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
  });
});
