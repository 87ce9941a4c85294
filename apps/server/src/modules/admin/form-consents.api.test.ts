import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupPayload } from '../../../test/accounts.ts';
import { acceptBody } from '../../../test/enrollment-helpers.ts';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The sign-up and enrollment forms ask for the per-purpose consents and record them. */

let t: TestApp;
let admin: string;
let schoolId: number;
let programId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { BOT_PROTECTION: 'off' } });
  t.clock.now = new Date('2026-07-01T10:00:00Z');
  const db = t.database.db;
  schoolId = await buildSchool(db);
  programId = await buildProgram(db, schoolId, { naziv: 'Gitara', tipovi: [], cijena: 4500 });
  await buildUser(db, {
    schoolId,
    isStudent: false,
    isMentor: true,
    isAdmin: true,
    korisnickoIme: 'upisi.admin',
  });
  admin = await loginAs(t.app, 'upisi.admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
let ip = 0;
const signUp = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup/pending',
    payload,
    remoteAddress: `10.9.0.${++ip}`,
  });
const consentRows = (userId: number) =>
  t.database.db
    .selectFrom('consents')
    .select(['purpose', 'givenByParent', 'recordedById', 'withdrawnAt'])
    .where('userId', '=', userId)
    .orderBy('purpose')
    .execute();

describe('consents on the sign-up form', () => {
  it('refuses a consent that is not yes or no, writing nothing', async () => {
    const before = await t.database.db.selectFrom('pending_signups').select('id').execute();
    const res = await signUp(
      signupPayload({ schoolId, programId, consents: { photos_website: 'da' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nepoznata svrha privole.');
    const unknown = await signUp(
      signupPayload({ schoolId, programId, consents: { tattoo: true } }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(await t.database.db.selectFrom('pending_signups').select('id').execute()).toEqual(
      before,
    );
  });

  it('keeps the consents with the request and gives them, by the parent, on approval', async () => {
    const res = await signUp(
      signupPayload({
        schoolId,
        programId,
        pohadanjeNastave: 'individualno1',
        datumRodjenja: '2014-05-06',
        roditelj1: { ime: 'Petra', prezime: 'Perić', brojMobitela: '+385911111111' },
        consents: { photos_website: true, social_media: false, email_news: true },
      }),
    );
    expect(res.statusCode).toBe(201);
    const [request] = (await call('GET', '/api/admin/pending-users', admin)).json().requests;
    expect(request.consents).toEqual({
      photos_website: true,
      social_media: false,
      email_news: true,
    });
    const approved = await call('POST', `/api/admin/pending-users/${request.id}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    const userId = approved.json().user.id;
    expect(await consentRows(userId)).toEqual([
      {
        purpose: 'email_news',
        givenByParent: 'Petra Perić',
        recordedById: userId,
        withdrawnAt: null,
      },
      {
        purpose: 'photos_website',
        givenByParent: 'Petra Perić',
        recordedById: userId,
        withdrawnAt: null,
      },
    ]);
    const list = (await call('GET', `/api/users/${userId}/consents`, admin)).json();
    const press = list.consents.find((c: { purpose: string }) => c.purpose === 'press');
    expect(press.granted).toBe(false);
    const audit = (
      await call('GET', `/api/admin/audit?action=consent.give&subjectId=${userId}`, admin)
    ).json();
    expect(audit.entries[0].fields.sort()).toEqual(['email_news', 'photos_website']);
  });

  it('an adult gives their own consent (no parent recorded)', async () => {
    const res = await signUp(
      signupPayload({
        schoolId,
        programId,
        pohadanjeNastave: 'individualno1',
        consents: { press: true },
      }),
    );
    expect(res.statusCode).toBe(201);
    const requests = (await call('GET', '/api/admin/pending-users', admin)).json().requests;
    const request = requests[requests.length - 1];
    const approved = await call('POST', `/api/admin/pending-users/${request.id}/approve`, admin);
    const userId = approved.json().user.id;
    expect(await consentRows(userId)).toMatchObject([{ purpose: 'press', givenByParent: null }]);
  });
});

describe('consents on the enrollment form', () => {
  it('gives what is ticked yes and withdraws what is ticked no', async () => {
    const year = await call('POST', '/api/calendar/years', admin, {
      startDate: '2026-09-07',
      endDate: '2027-06-18',
    });
    expect(year.statusCode).toBe(201);
    const opened = await call('POST', '/api/enrollment/years', admin, {
      schoolYearId: year.json().year.id,
      agreementText: '<p>Uvjeti</p>',
    });
    expect(opened.statusCode).toBe(201);
    const student = await buildUser(t.database.db, {
      schoolId,
      korisnickoIme: 'upisni.ucenik',
      datumRodjenja: '2012-03-04',
    });
    await t.database.db
      .insertInto('consents')
      .values({
        schoolId,
        userId: student.id,
        purpose: 'social_media',
        version: '2025-09',
        givenByParent: 'Ivana Horvat',
        recordedById: student.id,
        givenAt: '2025-09-01T00:00:00.000Z',
      })
      .execute();
    const token = await loginAs(t.app, 'upisni.ucenik');
    const bad = await call('POST', '/api/enrollment/accept', token, {
      ...acceptBody(),
      consents: { photos_website: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(await consentRows(student.id)).toHaveLength(1);

    const res = await call('POST', '/api/enrollment/accept', token, {
      ...acceptBody(),
      consents: { photos_website: true, social_media: false },
    });
    expect(res.statusCode).toBe(200);
    const rows = await consentRows(student.id);
    expect(rows.map((r) => [r.purpose, r.givenByParent, r.withdrawnAt === null])).toEqual([
      ['photos_website', 'Ivana Horvat', true],
      ['social_media', 'Ivana Horvat', false],
    ]);
  });
});
