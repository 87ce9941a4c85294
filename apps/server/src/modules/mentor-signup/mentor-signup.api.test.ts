import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { outboxTo, rowCounts, VALID_OIB } from '../../../test/accounts.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let schoolId: number;
let klavir: number;
let gitara: number;
let foreignProgram: number;
let token: string;
const tokens: Record<string, string> = {};
let ip = 0;
let n = 0;

const register = (payload: Record<string, unknown>, address = `10.5.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url: '/api/signup-mentori', payload, remoteAddress: address });
const body = (extra: Record<string, unknown> = {}) => ({
  token,
  email: `mentor${++n}@example.com`,
  ime: 'Petra',
  prezime: 'Jurić',
  programs: [klavir],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  schoolId = await buildSchool(db, 'Glazbena škola Sv. Cecilija');
  const otherSchool = await buildSchool(db, 'Druga');
  klavir = await buildProgram(db, schoolId, { naziv: 'Klavir' });
  gitara = await buildProgram(db, schoolId, { naziv: 'Gitara' });
  foreignProgram = await buildProgram(db, otherSchool, { naziv: 'Violina' });
  await buildUser(db, {
    schoolId,
    korisnickoIme: 'ravnatelj',
    isStudent: false,
    isMentor: true,
    isAdmin: true,
  });
  await buildUser(db, {
    schoolId,
    korisnickoIme: 'obican.mentor',
    isStudent: false,
    isMentor: true,
  });
  await buildUser(db, { schoolId, korisnickoIme: 'ucenica', email: 'zauzeto@example.com' });
  await buildUser(db, {
    schoolId: otherSchool,
    korisnickoIme: 'drugi.ravnatelj',
    isStudent: false,
    isMentor: true,
    isAdmin: true,
  });
  for (const name of ['ravnatelj', 'obican.mentor', 'ucenica', 'drugi.ravnatelj']) {
    tokens[name] = await loginAs(t.app, name);
  }
  token = (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/mentor-signup-link',
      headers: bearer(tokens.ravnatelj!),
    })
  ).json().token;
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date();
});

describe('the admin’s link', () => {
  it('is the school’s own random token, for admins only; rotating it kills the old link', async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mentor-signup-link',
      headers: bearer(tokens['drugi.ravnatelj']!),
    });
    expect(other.json().token).not.toBe(token);
    for (const who of ['obican.mentor', 'ucenica']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/mentor-signup-link',
        headers: bearer(tokens[who]!),
      });
      expect(res.statusCode).toBe(403);
      const rotate = await t.app.inject({
        method: 'POST',
        url: '/api/admin/mentor-signup-link/rotate',
        headers: bearer(tokens[who]!),
      });
      expect(rotate.statusCode).toBe(403);
    }
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/admin/mentor-signup-link/rotate',
      headers: bearer(tokens.ravnatelj!),
    });
    const fresh = rotated.json().token;
    expect(fresh).not.toBe(token);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/signup-mentori/${token}` })).statusCode,
    ).toBe(404);
    token = fresh;
  });
});

describe('GET /api/signup-mentori/:token', () => {
  it('names the school and its programs for a valid token, 404 with the message otherwise', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/api/signup-mentori/${token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      valid: true,
      school: { id: schoolId, name: 'Glazbena škola Sv. Cecilija' },
    });
    expect(ok.json().programs.map((p: { naziv: string }) => p.naziv)).toEqual(['Gitara', 'Klavir']);
    const bad = await t.app.inject({
      method: 'GET',
      // Change the last character to one it certainly is not.
      url: `/api/signup-mentori/${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`,
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toBe('Poveznica za registraciju mentora nije valjana.');
  });
});

describe('POST /api/signup-mentori', () => {
  it('creates a mentor of the token’s school whatever role flags the body carries', async () => {
    const res = await register(
      body({
        ime: 'Šime',
        prezime: 'Žagar',
        isAdmin: true,
        isStudent: true,
        isMentor: false,
        schoolId: 99999,
        school: 99999,
        program: gitara,
        oib: VALID_OIB,
        brojMobitela: '0911234567',
        napomene: ['Predaje klavir', 'Utorkom'],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Mentor uspješno registriran!',
      korisnickoIme: 'sime.zagar',
    });
    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('korisnickoIme', '=', 'sime.zagar')
      .executeTakeFirstOrThrow();
    expect(user.schoolId).toBe(schoolId);
    expect([Boolean(user.isMentor), Boolean(user.isAdmin), Boolean(user.isStudent)]).toEqual([
      true,
      false,
      false,
    ]);
    expect(Boolean(user.mustChangePassword)).toBe(true);
    expect(JSON.parse(user.napomene)).toEqual(['Predaje klavir', 'Utorkom']);
    const programs = await t.database.db
      .selectFrom('user_programs')
      .select('programId')
      .where('userId', '=', user.id)
      .orderBy('programId')
      .execute();
    expect(programs.map((p) => p.programId).sort()).toEqual([klavir, gitara].sort());
    const [mail] = await outboxTo(t.database.db, user.email);
    expect(mail).toMatchObject({ kind: 'mentor-welcome', schoolId });
    expect(mail!.text).toContain('Korisničko ime: sime.zagar');
    const admins = await t.database.db
      .selectFrom('notifications')
      .select(['type', 'link'])
      .where('type', '=', 'mentor-registered')
      .execute();
    expect(admins).toEqual([{ type: 'mentor-registered', link: '/mentori' }]);
  });

  it('keeps a chosen username, and refuses a taken one with 409', async () => {
    expect((await register(body({ korisnickoIme: 'Maestro.Ana' }))).json().korisnickoIme).toBe(
      'maestro.ana',
    );
    const taken = await register(body({ korisnickoIme: 'maestro.ana' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Korisničko ime je već zauzeto.');
  });

  it('answers 409 “već registriran” for an e-mail that has an account', async () => {
    const before = await rowCounts(t.database.db);
    const res = await register(body({ email: 'ZAUZETO@example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('već registriran');
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it.each([
    [
      'a wrong token',
      () => ({ token: 'krivi-token' }),
      404,
      'Poveznica za registraciju mentora nije valjana.',
    ],
    [
      'no token',
      () => ({ token: undefined }),
      400,
      'Poveznica za registraciju mentora nije valjana.',
    ],
    [
      'a program of another school',
      () => ({ programs: [foreignProgram] }),
      400,
      'Odabrani program nije dostupan za upis u ovoj školi.',
    ],
    ['no program', () => ({ programs: [] }), 400, 'Odaberite program'],
    ['programs that are not a list', () => ({ programs: 'x' }), 400, 'Odaberite program'],
    ['a short name', () => ({ ime: 'P' }), 400, 'Mora sadržavati barem 2 znaka'],
    ['no first name', () => ({ ime: undefined }), 400, 'Mora sadržavati barem 2 znaka'],
    ['no last name', () => ({ prezime: undefined }), 400, 'Mora sadržavati barem 2 znaka'],
    ['a name that is a number', () => ({ ime: 42 }), 400, 'Mora sadržavati barem 2 znaka'],
    [
      'a name of 101 characters',
      () => ({ ime: 'P'.repeat(101) }),
      400,
      'Može sadržavati najviše 100 znakova',
    ],
    ['no e-mail', () => ({ email: undefined }), 400, 'Unesite ispravnu email adresu'],
    ['a bad e-mail', () => ({ email: 'x@' }), 400, 'Unesite ispravnu email adresu'],
    ['a short OIB', () => ({ oib: '123' }), 400, 'OIB mora imati točno 11 znamenki'],
    [
      'a bad OIB check digit',
      () => ({ oib: '69368383930' }),
      400,
      'OIB nije ispravan (kontrolna znamenka ne odgovara)',
    ],
    [
      'a bad phone',
      () => ({ brojMobitela: '12ab' }),
      400,
      'Unesite ispravan broj mobitela (min 8 znamenki)',
    ],
    [
      'a future birth date',
      () => ({ datumRodjenja: '2999-01-01' }),
      400,
      'Datum rođenja ne može biti u budućnosti',
    ],
    [
      'a bad username',
      () => ({ korisnickoIme: 'a b' }),
      400,
      'Korisničko ime smije sadržavati mala slova, brojeve, točku, crticu i podvlaku (3–50 znakova)',
    ],
    [
      'a street over 200 characters',
      () => ({ adresa: { ulica: 'x'.repeat(201), kucniBroj: '1', mjesto: 'Zagreb' } }),
      400,
      'Uneseni tekst je predugačak',
    ],
    [
      'a place over 100 characters',
      () => ({ adresa: { mjesto: 'x'.repeat(101) } }),
      400,
      'Uneseni tekst je predugačak',
    ],
    [
      'notes that are not a list',
      () => ({ napomene: 'tekst' }),
      400,
      'Napomene mogu sadržavati najviše 5000 znakova',
    ],
  ])('refuses %s and writes nothing', async (_name, extra, status, message) => {
    const before = await rowCounts(t.database.db);
    const res = await register(body(extra()));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('is rate-limited per address', async () => {
    const address = '10.55.0.1';
    for (let i = 0; i < 5; i++) await register(body({ programs: [foreignProgram] }), address);
    const res = await register(body(), address);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Previše pokušaja. Molimo pričekajte nekoliko minuta prije ponovnog pokušaja.',
    );
  });
});
