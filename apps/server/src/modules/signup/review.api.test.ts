import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { outboxTo, rowCounts, signupPayload } from '../../../test/accounts.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let schoolId: number;
let programId: number;
const tokens: Record<string, string> = {};
let ip = 0;

async function createRequest(overrides: Record<string, unknown> = {}) {
  const payload = signupPayload({
    schoolId,
    programId,
    pohadanjeNastave: 'individualno1',
    ...overrides,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup/pending',
    payload,
    remoteAddress: `10.2.0.${++ip}`,
  });
  expect(res.statusCode).toBe(201);
  const row = await t.database.db
    .selectFrom('pending_signups')
    .select('id')
    .where('email', '=', payload.email)
    .executeTakeFirstOrThrow();
  return { id: row.id, payload };
}

const as = (role: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: tokens[role] ? bearer(tokens[role]) : {}, payload });

beforeAll(async () => {
  t = await createTestApp({ env: { BOT_PROTECTION: 'off' } });
  const db = t.database.db;
  schoolId = await buildSchool(db, 'Škola <Mozart> & Co');
  const otherSchool = await buildSchool(db, 'Druga škola');
  programId = await buildProgram(db, schoolId, { naziv: 'Klavir' });
  await buildUser(db, {
    schoolId,
    korisnickoIme: 'admin',
    isStudent: false,
    isMentor: true,
    isAdmin: true,
  });
  await buildUser(db, { schoolId, korisnickoIme: 'mentor', isStudent: false, isMentor: true });
  await buildUser(db, { schoolId, korisnickoIme: 'ucenik' });
  await buildUser(db, {
    schoolId: otherSchool,
    korisnickoIme: 'tudji.admin',
    isStudent: false,
    isMentor: true,
    isAdmin: true,
  });
  // Someone already holds the plain ime.prezime username.
  await buildUser(db, { schoolId, korisnickoIme: 'đurđa.šimić' });
  for (const name of ['admin', 'mentor', 'ucenik', 'tudji.admin']) {
    tokens[name] = await loginAs(t.app, name);
  }
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date();
});

describe('who may review', () => {
  it('students and plain mentors get 403, strangers 401, on every review route', async () => {
    const { id } = await createRequest();
    const routes: ['GET' | 'POST', string][] = [
      ['GET', '/api/admin/pending-users'],
      ['GET', '/api/admin/pending-users/count'],
      ['GET', `/api/admin/pending-users/${id}`],
      ['POST', `/api/admin/pending-users/${id}/approve`],
      ['POST', `/api/admin/pending-users/${id}/decline`],
      ['GET', '/api/admin/outbox'],
    ];
    for (const [method, url] of routes) {
      expect((await as('anonymous', method, url)).statusCode).toBe(401);
      expect((await as('ucenik', method, url)).statusCode).toBe(403);
      expect((await as('mentor', method, url)).statusCode).toBe(403);
    }
  });

  it('an admin of another school sees none of it: empty list, zero count, 404 on the id', async () => {
    const { id } = await createRequest();
    expect((await as('tudji.admin', 'GET', '/api/admin/pending-users')).json()).toEqual({
      requests: [],
      nextCursor: null,
    });
    expect((await as('tudji.admin', 'GET', '/api/admin/pending-users/count')).json()).toEqual({
      count: 0,
    });
    const before = await rowCounts(t.database.db);
    for (const [method, url] of [
      ['GET', `/api/admin/pending-users/${id}`],
      ['POST', `/api/admin/pending-users/${id}/approve`],
      ['POST', `/api/admin/pending-users/${id}/decline`],
    ] as const) {
      const res = await as('tudji.admin', method, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Zahtjev za upis nije pronađen.');
    }
    expect(await rowCounts(t.database.db)).toEqual(before);
    expect((await as('tudji.admin', 'GET', '/api/admin/outbox')).json().mails).toEqual([]);
  });
});

describe('listing', () => {
  it('lists pending requests with every field, counts them for the badge, and shows one', async () => {
    const { id, payload } = await createRequest({
      datumRodjenja: '2015-06-01',
      roditelj1: { ime: 'Iva', prezime: 'Horvat', brojMobitela: '0981234567' },
    });
    const list = (await as('admin', 'GET', '/api/admin/pending-users')).json().requests;
    const item = list.find((r: { id: number }) => r.id === id);
    expect(item).toMatchObject({
      ime: 'Ana',
      prezime: 'Horvat',
      email: payload.email,
      oib: payload.oib,
      datumRodjenja: '2015-06-01',
      brojMobitela: '+385911234567',
      adresa: { ulica: 'Ilica', kucniBroj: '10', mjesto: 'Zagreb' },
      roditelj1: { ime: 'Iva', prezime: 'Horvat', brojMobitela: '0981234567' },
      program: { id: programId, naziv: 'Klavir' },
      pohadanjeNastave: 'individualno1',
      pohadjaTeoriju: true,
      maiZbor: false,
      maloljetniClan: true,
      napomene: 'Svira dvije godine.',
      status: 'pending',
    });
    const count = (await as('admin', 'GET', '/api/admin/pending-users/count')).json().count;
    expect(count).toBe(list.length);
    expect((await as('admin', 'GET', `/api/admin/pending-users/${id}`)).json().id).toBe(id);
    expect((await as('admin', 'GET', '/api/admin/pending-users/abc')).statusCode).toBe(400);
  });
});

describe('approve', () => {
  it('creates the student from the request, queues the credentials and closes the request', async () => {
    const { id, payload } = await createRequest({ ime: 'Đurđa', prezime: 'Šimić', maiZbor: true });
    const res = await as('admin', 'POST', `/api/admin/pending-users/${id}/approve`);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user.korisnickoIme).toBe('durda.simic');
    const created = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({
      schoolId,
      ime: 'Đurđa',
      prezime: 'Šimić',
      email: payload.email,
      oib: payload.oib,
      brojMobitela: '+385911234567',
      datumRodjenja: '1990-05-05',
    });
    expect(Boolean(created.isStudent) && !created.isAdmin && !created.isMentor).toBe(true);
    expect(Boolean(created.mustChangePassword)).toBe(true);
    expect(Boolean(created.pohadjaTeoriju) && Boolean(created.maiZbor)).toBe(true);
    expect(JSON.parse(created.programType)).toEqual({ [programId]: 'individualno1' });
    expect(JSON.parse(created.napomene)).toEqual(['Svira dvije godine.']);
    expect(JSON.parse(created.adresa)).toMatchObject({ mjesto: 'Zagreb' });
    const programs = await t.database.db
      .selectFrom('user_programs')
      .select('programId')
      .where('userId', '=', user.id)
      .execute();
    expect(programs).toEqual([{ programId }]);
    const request = (await as('admin', 'GET', `/api/admin/pending-users/${id}`)).json();
    expect(request).toMatchObject({ status: 'approved', userId: user.id });
    const [, credentials] = await outboxTo(t.database.db, payload.email);
    expect(credentials).toMatchObject({ kind: 'signup-approved', status: 'pending' });
    expect(credentials!.text).toContain('durda.simic');
    // The mailed password opens the account, which must first get its own password.
    const password = /Privremena lozinka: (\S+)/.exec(credentials!.text)?.[1] ?? '';
    expect(password).toHaveLength(14);
    const token = await loginAs(t.app, 'durda.simic', password);
    const self = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(self.json().user).toMatchObject({
      korisnickoIme: 'durda.simic',
      mustChangePassword: true,
    });
    // School names are escaped in the HTML part.
    expect(credentials!.html).toContain('Škola &lt;Mozart&gt; &amp; Co');
    expect(credentials!.html).not.toContain('<Mozart>');
    // Approving again is a conflict and creates nobody.
    const before = await rowCounts(t.database.db);
    const again = await as('admin', 'POST', `/api/admin/pending-users/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('carries a minor’s parent and the minor flag into the account', async () => {
    const birth = new Date();
    birth.setUTCFullYear(birth.getUTCFullYear() - 10);
    const { id } = await createRequest({
      ime: 'Mali',
      prezime: 'Pijanist',
      datumRodjenja: birth.toISOString().slice(0, 10),
      roditelj1: { ime: 'Ivana', prezime: 'Pijanist', brojMobitela: '091 765 4321' },
    });
    const res = await as('admin', 'POST', `/api/admin/pending-users/${id}/approve`);
    expect(res.statusCode).toBe(200);
    const created = await t.database.db
      .selectFrom('users')
      .select(['maloljetniClan', 'roditelj1', 'roditelj2'])
      .where('id', '=', res.json().user.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(created.maloljetniClan)).toBe(true);
    expect(JSON.parse(created.roditelj1 ?? 'null')).toEqual({
      ime: 'Ivana',
      prezime: 'Pijanist',
      brojMobitela: '0917654321',
    });
    expect(created.roditelj2).toBeNull();
  });

  it('gives parallel approvals of namesakes distinct usernames, never a 500', async () => {
    const requests = [];
    for (let i = 0; i < 3; i++)
      requests.push(await createRequest({ ime: 'Ivo', prezime: 'Paralela' }));
    const answers = await Promise.all(
      requests.map((r) => as('admin', 'POST', `/api/admin/pending-users/${r.id}/approve`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().user.korisnickoIme).sort()).toEqual([
      'ivo.paralela',
      'ivo.paralela2',
      'ivo.paralela3',
    ]);
  });

  it('adds a numeric suffix when the username is taken', async () => {
    const a = await createRequest({ ime: 'Luka', prezime: 'Babić' });
    const b = await createRequest({ ime: 'Luka', prezime: 'Babić' });
    const first = await as('admin', 'POST', `/api/admin/pending-users/${a.id}/approve`);
    const second = await as('admin', 'POST', `/api/admin/pending-users/${b.id}/approve`);
    expect(first.json().user.korisnickoIme).toBe('luka.babic');
    expect(second.json().user.korisnickoIme).toBe('luka.babic2');
  });
});

describe('decline', () => {
  it('records the reason, mails it escaped, and leaves no account', async () => {
    const { id, payload } = await createRequest();
    const usersBefore = (await rowCounts(t.database.db)).users;
    const res = await as('admin', 'POST', `/api/admin/pending-users/${id}/decline`, {
      reason: 'Popunjeno <b>mjesto</b>',
    });
    expect(res.statusCode).toBe(200);
    const request = (await as('admin', 'GET', `/api/admin/pending-users/${id}`)).json();
    expect(request).toMatchObject({ status: 'declined', declineReason: 'Popunjeno <b>mjesto</b>' });
    const [, mail] = await outboxTo(t.database.db, payload.email);
    expect(mail!.kind).toBe('signup-declined');
    expect(mail!.text).toContain('Razlog: Popunjeno <b>mjesto</b>');
    expect(mail!.html).toContain('Popunjeno &lt;b&gt;mjesto&lt;/b&gt;');
    expect((await rowCounts(t.database.db)).users).toBe(usersBefore);
    expect((await as('admin', 'POST', `/api/admin/pending-users/${id}/approve`)).statusCode).toBe(
      409,
    );
  });

  it('declines without a reason, and refuses a reason over 1000 characters', async () => {
    const { id } = await createRequest();
    const long = await as('admin', 'POST', `/api/admin/pending-users/${id}/decline`, {
      reason: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Razlog može sadržavati najviše 1000 znakova');
    expect(
      (await as('admin', 'POST', `/api/admin/pending-users/${id}/decline`, {})).statusCode,
    ).toBe(200);
  });

  it.each([
    ['a number', 42],
    ['an object', { text: 'Popunjeno' }],
  ])('refuses a reason that is %s with 400, writing nothing', async (_name, reason) => {
    const { id } = await createRequest();
    const before = await rowCounts(t.database.db);
    const res = await as('admin', 'POST', `/api/admin/pending-users/${id}/decline`, { reason });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Razlog može sadržavati najviše 1000 znakova');
    expect(await rowCounts(t.database.db)).toEqual(before);
    const request = (await as('admin', 'GET', `/api/admin/pending-users/${id}`)).json();
    expect(request).toMatchObject({ status: 'pending', declineReason: null });
  });
});

describe('retention', () => {
  it('purges requests never approved once older than the retention, keeping approved ones', async () => {
    const old = await createRequest();
    const declined = await createRequest();
    const approved = await createRequest();
    const recent = await createRequest();
    await as('admin', 'POST', `/api/admin/pending-users/${declined.id}/decline`, {});
    await as('admin', 'POST', `/api/admin/pending-users/${approved.id}/approve`);
    const longAgo = new Date(Date.now() - 61 * 24 * 3600_000).toISOString();
    await t.database.db
      .updateTable('pending_signups')
      .set({ createdAt: longAgo })
      .where('id', 'in', [old.id, declined.id, approved.id])
      .execute();
    const purge = (days: number) => t.app.services.signup.purgeOld(days);
    expect(await purge(60)).toBe(2);
    const left = await t.database.db
      .selectFrom('pending_signups')
      .select('id')
      .where('id', 'in', [old.id, declined.id, approved.id, recent.id])
      .orderBy('id')
      .execute();
    expect(left.map((r) => r.id)).toEqual([approved.id, recent.id]);
    expect(await purge(60)).toBe(0);
  });
});
