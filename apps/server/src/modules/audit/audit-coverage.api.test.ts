import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_OIB } from '../../../test/accounts.ts';
import { buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let mentor: string;
let schoolId: number;
let adminId: number;
let mentorId: number;
let studentId: number;
const staff = { isStudent: false, isMentor: true } as const;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  schoolId = await buildSchool(db);
  adminId = (await buildUser(db, { schoolId, ...staff, isAdmin: true, korisnickoIme: 'tajnica' }))
    .id;
  mentorId = (await buildUser(db, { schoolId, ...staff, korisnickoIme: 'profesor' })).id;
  studentId = (await buildUser(db, { schoolId, korisnickoIme: 'ucenica', mentorIds: [mentorId] }))
    .id;
  admin = await loginAs(t.app, 'tajnica');
  mentor = await loginAs(t.app, 'profesor');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** The school's audit entries for `action`, newest first, as the admins' list gives them. */
async function entries(action: string) {
  const res = await call('GET', `/api/admin/audit?action=${action}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json().entries as {
    actor: { id: number } | null;
    subjectType: string;
    subjectId: number | null;
    fields: string[];
  }[];
}

async function pendingSignup(ime: string) {
  const { id } = await t.database.db
    .insertInto('pending_signups')
    .values({
      schoolId,
      programId: null,
      ime,
      prezime: 'Prijavić',
      email: `${ime.toLowerCase()}@example.com`,
      emailLower: `${ime.toLowerCase()}@example.com`,
      oib: VALID_OIB,
      datumRodjenja: '2014-02-03',
      brojMobitela: '+385991112223',
      adresa: JSON.stringify({ ulica: 'Ilica', kucniBroj: '1', mjesto: 'Zagreb' }),
      roditelj1: JSON.stringify({ ime: 'Mama', prezime: 'Prijavić', brojMobitela: '+38591' }),
      roditelj2: null,
      pohadanjeNastave: null,
      pohadjaTeoriju: false,
      maiZbor: false,
      maloljetniClan: true,
      napomene: '',
      status: 'pending',
      declineReason: null,
      reviewedBy: null,
      reviewedAt: null,
      userId: null,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('audit entries for every sensitive read and change', () => {
  it("records an admin's read, approval and decline of sign-up requests", async () => {
    const first = await pendingSignup('Ana');
    expect((await call('GET', `/api/admin/pending-users/${first}`, admin)).statusCode).toBe(200);
    const [read] = await entries('signup.read');
    expect(read).toMatchObject({ actor: { id: adminId }, subjectType: 'signup', subjectId: first });
    expect(read!.fields).toContain('oib');

    // Reading the queue (every applicant's data) is an entry too, without a single subject.
    expect((await call('GET', '/api/admin/pending-users', admin)).statusCode).toBe(200);
    const [listRead] = await entries('signup.read');
    expect(listRead).toMatchObject({ subjectType: 'signup', subjectId: null });
    const approved = await call('POST', `/api/admin/pending-users/${first}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    const [approval] = await entries('signup.approve');
    expect(approval).toMatchObject({ subjectType: 'user', subjectId: approved.json().user.id });

    const second = await pendingSignup('Bruno');
    const declined = await call('POST', `/api/admin/pending-users/${second}/decline`, admin, {
      reason: 'Nema mjesta',
    });
    expect(declined.statusCode).toBe(200);
    expect(await entries('signup.decline')).toMatchObject([{ subjectId: second }]);

    // A second review is refused and writes no second entry.
    const again = await call('POST', `/api/admin/pending-users/${second}/decline`, admin, {});
    expect(again.statusCode).toBe(409);
    expect(await entries('signup.decline')).toHaveLength(1);
  });

  it("records a mentor's reset of their student's password and the admin's confirmation of a mentor", async () => {
    const reset = await call('POST', '/api/reset-password', mentor, {
      userId: studentId,
      userType: 'student',
    });
    expect(reset.statusCode).toBe(200);
    expect(await entries('user.password_reset')).toMatchObject([
      { actor: { id: mentorId }, subjectId: studentId, fields: ['password'] },
    ]);
    // The admin's 24 h cooldown counts the mentor's reset.
    const admins = await call('POST', `/api/admin/users/${studentId}/reset-password`, admin);
    expect(admins.statusCode).toBe(429);
    expect(await entries('user.password_reset')).toHaveLength(1);

    const waiting = await buildUser(t.database.db, { schoolId, ...staff, korisnickoIme: 'novi' });
    await t.database.db
      .updateTable('users')
      .set({ confirmedAt: null })
      .where('id', '=', waiting.id)
      .execute();
    const confirmed = await call('POST', `/api/admin/mentors/${waiting.id}/confirm`, admin);
    expect(confirmed.statusCode).toBe(200);
    expect(await entries('mentor.confirm')).toMatchObject([{ subjectId: waiting.id }]);
  });

  it('records who wrote OIB, birth date, parents or notes, with the field names only', async () => {
    const res = await call('PUT', `/api/update-korisnik/${studentId}`, mentor, {
      oib: VALID_OIB,
      napomene: ['Treba pomoć s notama'],
      pohadjaTeoriju: true,
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await entries('user.sensitive_update');
    expect(entry).toMatchObject({ actor: { id: mentorId }, subjectId: studentId });
    expect([...entry!.fields].sort()).toEqual(['napomene', 'oib']);
    const raw = await t.database.db.selectFrom('audit_log').select('fields').execute();
    expect(JSON.stringify(raw)).not.toContain(VALID_OIB);

    // A change of nothing sensitive is not an entry.
    await call('PUT', `/api/update-korisnik/${studentId}`, mentor, { pohadjaTeoriju: false });
    expect(await entries('user.sensitive_update')).toHaveLength(1);
  });

  it("records the admin's export of the enrollment list (OIBs and parents)", async () => {
    const res = await call('GET', '/api/enrollment/export?format=csv', admin);
    expect(res.statusCode).toBe(200);
    const [entry] = await entries('enrollment.export');
    expect(entry).toMatchObject({ actor: { id: adminId }, subjectType: 'enrollment' });
    expect(entry!.fields).toContain('roditelji');
  });
});
