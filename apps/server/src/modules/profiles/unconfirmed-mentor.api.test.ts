import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTo } from '../../../test/accounts.ts';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * A mentor who registered through the school's secret link sees no student's personal data
 * until an admin of the school confirms them; then only their own students'.
 */

const SENSITIVE = ['oib', 'datumRodjenja', 'brojMobitela', 'roditelj1', 'roditelj2', 'napomene'];
// The personal data of the school's students, as it would appear in an answer.
const PERSONAL = /69435151530|2012-03-04|\+385981234567|\+385987654321|Ivana|Alergija/;

let t: TestApp;
let adminToken: string;
let otherAdminToken: string;
let ana: number;
let iva: number;
let mentor: { id: number; token: string };

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Registers through the link like a stranger would, and signs in with the mailed password. */
async function registerThroughLink(schoolId: number, programId: number) {
  const { token } = await t.app.services.mentorSignup.currentToken(schoolId);
  const email = 'novi.mentor@example.com';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup-mentori',
    payload: { token, email, ime: 'Nikola', prezime: 'Novak', programs: [programId] },
    remoteAddress: '10.78.0.1',
  });
  expect(res.statusCode).toBe(201);
  const [mail] = await outboxTo(t.database.db, email);
  const password = /Privremena lozinka:\s*(\S+)/.exec(mail!.text)?.[1];
  const signedIn = await loginAs(t.app, res.json().korisnickoIme, password);
  const changed = await as(signedIn, 'POST', '/api/user/change-password', {
    currentPassword: password,
    newPassword: 'vlastita-lozinka-mentora',
  });
  expect(changed.statusCode).toBe(200);
  // The same session goes on at once, no longer held to the password change.
  await t.app.platform.events.idle();
  const { id } = (await as(signedIn, 'GET', '/api/user')).json().user;
  return { id: id as number, token: signedIn };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const schoolId = await buildSchool(db, 'Glazbena škola Potvrda');
  const otherSchool = await buildSchool(db, 'Glazbena škola Druga');
  const klavir = await buildProgram(db, schoolId, { naziv: 'Klavir' });
  const staff = { isStudent: false, isMentor: true, isAdmin: true };
  await buildUser(db, { schoolId, ...staff, korisnickoIme: 'ravnateljica' });
  await buildUser(db, { schoolId: otherSchool, ...staff, korisnickoIme: 'drugi.ravnatelj' });
  const personal = {
    schoolId,
    oib: '69435151530',
    datumRodjenja: '2012-03-04',
    brojMobitela: '+385981234567',
    roditelj1: { ime: 'Ivana', prezime: 'Horvat', brojMobitela: '+385987654321' },
    napomene: ['Alergija na orašaste plodove'],
    maloljetniClan: true,
  };
  ana = (await buildUser(db, { ...personal, korisnickoIme: 'ana.horvat' })).id;
  iva = (await buildUser(db, { ...personal, korisnickoIme: 'iva.ivic' })).id;
  adminToken = await loginAs(t.app, 'ravnateljica');
  otherAdminToken = await loginAs(t.app, 'drugi.ravnatelj');
  mentor = await registerThroughLink(schoolId, klavir);
  // The admin gives Ana to the new mentor: she is their own student from now on.
  const assigned = await as(adminToken, 'PUT', `/api/update-korisnik/${ana}`, {
    mentorId: [mentor.id],
  });
  expect(assigned.statusCode).toBe(200);
});
afterAll(() => t.close());

async function profileOf(studentId: number) {
  const res = await as(mentor.token, 'GET', `/api/korisnik/${studentId}`);
  expect(res.statusCode).toBe(200);
  return { user: res.json().user as Record<string, unknown>, body: res.body };
}

describe('a mentor registered through the secret link', () => {
  it('sees basic fields only, even of their own student, until confirmed', async () => {
    for (const student of [ana, iva]) {
      const { user, body } = await profileOf(student);
      expect(user.sensitive).toBe(false);
      for (const key of SENSITIVE) expect(user).not.toHaveProperty(key);
      expect(body).not.toMatch(PERSONAL);
    }
  });

  it('is confirmed by an admin of their own school only', async () => {
    const path = `/api/admin/mentors/${mentor.id}/confirm`;
    expect((await as(otherAdminToken, 'POST', path)).statusCode).toBe(404);
    expect((await as(mentor.token, 'POST', path)).statusCode).toBe(403);
    expect((await profileOf(ana)).user.sensitive).toBe(false);

    const confirmed = await as(adminToken, 'POST', path);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true });
  });

  it('once confirmed, sees the sensitive fields of their own students, and no one else’s', async () => {
    await t.app.platform.events.idle();
    const own = await profileOf(ana);
    expect(own.user).toMatchObject({
      sensitive: true,
      oib: '69435151530',
      datumRodjenja: '2012-03-04',
      roditelj1: { ime: 'Ivana', prezime: 'Horvat', brojMobitela: '+385987654321' },
    });
    const other = await profileOf(iva);
    expect(other.user.sensitive).toBe(false);
    for (const key of SENSITIVE) expect(other.user).not.toHaveProperty(key);
    expect(other.body).not.toMatch(PERSONAL);
  });
});
