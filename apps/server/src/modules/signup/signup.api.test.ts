import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { outboxTo, rowCounts, signupPayload } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let schoolId: number;
let otherSchoolId: number;
let klavir: number;
let flauta: number;
let foreignProgram: number;
let hiddenProgram: number;
let inactiveProgram: number;
let plainProgram: number;
let adminId: number;
let otherAdminId: number;

const TOO_MANY = 'Previše pokušaja. Molimo pričekajte nekoliko minuta prije ponovnog pokušaja.';
let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;

const submit = (payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/signup/pending', payload, remoteAddress: ip });

beforeAll(async () => {
  t = await createTestApp({ env: { BOT_PROTECTION: 'off' } });
  const db = t.database.db;
  schoolId = await buildSchool(db, 'Glazbena škola Zvonimir');
  otherSchoolId = await buildSchool(db, 'Druga škola');
  klavir = await buildProgram(db, schoolId, {
    naziv: 'Klavir',
    tipovi: [
      { tip: 'individualno1', cijena: 6000 },
      { tip: 'individualno2', cijena: 11000 },
    ],
  });
  flauta = await buildProgram(db, schoolId, { naziv: 'Flauta', tipovi: [], cijena: null });
  plainProgram = await buildProgram(db, schoolId, { naziv: 'Gitara', tipovi: [], cijena: 4500 });
  foreignProgram = await buildProgram(db, otherSchoolId, { naziv: 'Violina' });
  hiddenProgram = await buildProgram(db, schoolId, { naziv: 'Skriveni' });
  inactiveProgram = await buildProgram(db, schoolId, { naziv: 'Ugašeni' });
  await db
    .updateTable('programs')
    .set({ showInSignup: false })
    .where('id', '=', hiddenProgram)
    .execute();
  await db
    .updateTable('programs')
    .set({ active: false })
    .where('id', '=', inactiveProgram)
    .execute();
  adminId = (await buildUser(db, { schoolId, isStudent: false, isMentor: true, isAdmin: true })).id;
  otherAdminId = (
    await buildUser(db, {
      schoolId: otherSchoolId,
      isStudent: false,
      isMentor: true,
      isAdmin: true,
    })
  ).id;
  await buildUser(db, { schoolId, email: 'postojeci@example.com' });
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date('2026-11-22T10:00:00Z');
});

const valid = (overrides: Record<string, unknown> = {}) =>
  signupPayload({ schoolId, programId: klavir, pohadanjeNastave: 'individualno2', ...overrides });

describe('POST /api/signup/pending', () => {
  it('stores every field, queues the acknowledgement and notifies only this school’s admins, in one go', async () => {
    const payload = valid({
      datumRodjenja: '2012-03-04',
      roditelj1: { ime: 'Marko', prezime: 'Horvat', brojMobitela: '091 234 5678' },
      maiZbor: true,
      maloljetniClan: false,
      isAdmin: true,
    });
    const res = await submit(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true });
    const row = await t.database.db
      .selectFrom('pending_signups')
      .selectAll()
      .where('email', '=', payload.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      schoolId,
      programId: klavir,
      ime: 'Ana',
      prezime: 'Horvat',
      oib: '69368383936',
      datumRodjenja: '2012-03-04',
      brojMobitela: '+385911234567',
      pohadanjeNastave: 'individualno2',
      napomene: 'Svira dvije godine.',
      status: 'pending',
    });
    expect(Boolean(row.maloljetniClan)).toBe(true); // worked out from the birth date
    expect(Boolean(row.pohadjaTeoriju)).toBe(true);
    expect(Boolean(row.maiZbor)).toBe(true);
    expect(JSON.parse(row.adresa)).toEqual({ ulica: 'Ilica', kucniBroj: '10', mjesto: 'Zagreb' });
    expect(JSON.parse(row.roditelj1 ?? 'null')).toEqual({
      ime: 'Marko',
      prezime: 'Horvat',
      brojMobitela: '0912345678', // stored normalised, like the applicant's own number
    });
    const mails = await outboxTo(t.database.db, payload.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'signup-received', schoolId, status: 'pending' });
    expect(mails[0]!.subject).toContain('Glazbena škola Zvonimir');
    expect(mails[0]!.text).toContain('Klavir');
    const notes = await t.database.db.selectFrom('notifications').selectAll().execute();
    expect(notes.map((n) => n.userId)).toEqual([adminId]);
    expect(notes.map((n) => n.userId)).not.toContain(otherAdminId);
    expect(notes[0]!.body).toContain('Ana Horvat');
    expect(notes[0]!.link).toBe('/pending-users');
  });

  it('accepts a program without options and one offered only at a single price', async () => {
    expect(
      (await submit(valid({ programId: flauta, pohadanjeNastave: undefined }))).statusCode,
    ).toBe(201);
    expect(
      (await submit(valid({ programId: plainProgram, pohadanjeNastave: 'grupno' }))).statusCode,
    ).toBe(201);
  });

  it.each([
    ['ime missing', { ime: undefined }, 'ime', 'Mora sadržavati barem 2 znaka'],
    ['ime too short', { ime: 'A' }, 'ime', 'Mora sadržavati barem 2 znaka'],
    ['ime wrong type', { ime: 42 }, 'ime', 'Mora sadržavati barem 2 znaka'],
    ['ime too long', { ime: 'A'.repeat(101) }, 'ime', 'Može sadržavati najviše 100 znakova'],
    ['prezime too short', { prezime: ' B ' }, 'prezime', 'Mora sadržavati barem 2 znaka'],
    ['email malformed', { email: 'ana@' }, 'email', 'Unesite ispravnu email adresu'],
    ['email missing', { email: undefined }, 'email', 'Unesite ispravnu email adresu'],
    ['oib short', { oib: '1234567890' }, 'oib', 'OIB mora imati točno 11 znamenki'],
    ['oib letters', { oib: '6936838393a' }, 'oib', 'OIB mora imati točno 11 znamenki'],
    [
      'oib check digit',
      { oib: '69368383937' },
      'oib',
      'OIB nije ispravan (kontrolna znamenka ne odgovara)',
    ],
    ['birth date missing', { datumRodjenja: '' }, 'datumRodjenja', 'Obavezan unos'],
    [
      'birth date not a day',
      { datumRodjenja: '2010-02-30' },
      'datumRodjenja',
      'Unesite ispravan datum rođenja',
    ],
    [
      'birth date in the future',
      { datumRodjenja: '2026-11-23' },
      'datumRodjenja',
      'Datum rođenja ne može biti u budućnosti',
    ],
    [
      'phone short',
      { brojMobitela: '1234567' },
      'brojMobitela',
      'Unesite ispravan broj mobitela (min 8 znamenki)',
    ],
    [
      'phone letters',
      { brojMobitela: '091abc4567' },
      'brojMobitela',
      'Unesite ispravan broj mobitela (min 8 znamenki)',
    ],
    ['school missing', { schoolId: undefined }, 'schoolId', 'Odaberite školu'],
    ['school wrong type', { schoolId: 'x' }, 'schoolId', 'Odaberite školu'],
    ['program missing', { programId: '' }, 'programId', 'Odaberite program'],
    [
      'notes too long',
      { napomene: 'x'.repeat(5001) },
      'napomene',
      'Napomene mogu sadržavati najviše 5000 znakova',
    ],
    [
      'street too long',
      { adresa: { ulica: 'x'.repeat(201) } },
      'adresa.ulica',
      'Uneseni tekst je predugačak',
    ],
    ['theory not a boolean', { pohadjaTeoriju: 'da' }, 'pohadjaTeoriju', 'Neispravna vrijednost'],
    [
      'agreement not given',
      { agreement: false },
      'agreement',
      'Potrebno je prihvatiti uvjete i suglasnost',
    ],
    [
      'minor without a parent',
      { datumRodjenja: '2010-01-01' },
      'roditelj1',
      'Ime, prezime i ispravan broj mobitela roditelja/skrbnika su obavezni',
    ],
    [
      'minor with a bad parent phone',
      {
        datumRodjenja: '2010-01-01',
        roditelj1: { ime: 'Ivo', prezime: 'Ivić', brojMobitela: '12' },
      },
      'roditelj1',
      'Ime, prezime i ispravan broj mobitela roditelja/skrbnika su obavezni',
    ],
  ])('%s → 400 in Croatian, nothing written', async (_name, overrides, field, message) => {
    const before = await rowCounts(t.database.db);
    const res = await submit(valid(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('turns 18 on the birthday in Zagreb, not in UTC', async () => {
    // 2026-11-21T23:30Z is already 22 November in Zagreb.
    t.clock.now = new Date('2026-11-21T23:30:00Z');
    expect((await submit(valid({ datumRodjenja: '2008-11-22' }))).statusCode).toBe(201);
    expect((await submit(valid({ datumRodjenja: '2008-11-23' }))).statusCode).toBe(400);
  });

  it.each([
    ['an unknown school', () => ({ schoolId: 99999 }), 'Odabrana škola ne postoji.'],
    [
      'a program of another school',
      () => ({ programId: foreignProgram }),
      'Odabrani program nije dostupan za upis u ovoj školi.',
    ],
    [
      'a program hidden from sign-up',
      () => ({ programId: hiddenProgram }),
      'Odabrani program nije dostupan za upis u ovoj školi.',
    ],
    [
      'an inactive program',
      () => ({ programId: inactiveProgram }),
      'Odabrani program nije dostupan za upis u ovoj školi.',
    ],
    [
      'an unknown program',
      () => ({ programId: 99999 }),
      'Odabrani program nije dostupan za upis u ovoj školi.',
    ],
    [
      'no attendance type where the program has options',
      () => ({ pohadanjeNastave: undefined }),
      'Odaberite način pohađanja nastave',
    ],
    [
      'an attendance type the program does not offer',
      () => ({ pohadanjeNastave: 'grupno' }),
      'Odaberite način pohađanja nastave',
    ],
  ])('refuses %s with 400 and writes nothing', async (_name, overrides, message) => {
    const before = await rowCounts(t.database.db);
    const res = await submit(valid(overrides()));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('answers 409 “već registriran” for a registered e-mail and for a pending request', async () => {
    const registered = await submit(valid({ email: 'Postojeci@Example.com' }));
    expect(registered.statusCode).toBe(409);
    expect(registered.json().message).toContain('već registriran');
    const first = valid();
    expect((await submit(first)).statusCode).toBe(201);
    const before = await rowCounts(t.database.db);
    const again = await submit({ ...first, email: first.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('već registriran');
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('pretends success to a bot that filled the honeypot, and writes nothing', async () => {
    const before = await rowCounts(t.database.db);
    const res = await submit(valid({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().success).toBe(true);
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('limits one address to 5 sign-ups per 15 minutes with the spec’s 429 message', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < 5; i++) expect((await submit(valid(), ip)).statusCode).toBe(201);
    const before = await rowCounts(t.database.db);
    const blocked = await submit(valid(), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowCounts(t.database.db)).toEqual(before);
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    expect((await submit(valid(), ip)).statusCode).toBe(201);
  });
});

describe('GET /api/check-email', () => {
  const check = (email: string, ip = freshIp()) =>
    t.app.inject({
      method: 'GET',
      url: `/api/check-email?email=${encodeURIComponent(email)}`,
      remoteAddress: ip,
    });

  it('tells a pending request (“aktivan zahtjev”) from a registered user and from nothing', async () => {
    const pending = valid();
    await submit(pending);
    const p = await check(pending.email.toUpperCase());
    expect(p.json()).toEqual({
      exists: true,
      status: 'pending',
      message: expect.stringContaining('aktivan zahtjev'),
    });
    const u = await check('postojeci@example.com');
    expect(u.json()).toMatchObject({ exists: true, status: 'user' });
    expect(u.json().message).not.toContain('aktivan zahtjev');
    expect(u.json().message).toContain('već registrirana');
    expect((await check('nitko@example.com')).json()).toEqual({
      exists: false,
      status: 'none',
      message: '',
    });
  });

  it('answers 400 for a malformed address and 429 past the limit', async () => {
    const bad = await check('nije-adresa');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unesite ispravnu email adresu');
    const ip = '10.88.0.1';
    for (let i = 0; i < 30; i++) expect((await check('a@example.com', ip)).statusCode).toBe(200);
    const blocked = await check('a@example.com', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY);
  });
});
