import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTo } from '../../../test/accounts.ts';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let otherAdmin: string;
let schoolId: number;
let program: number;
const ids: Record<string, number> = {};
const staff = { isStudent: false, isMentor: true } as const;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  schoolId = await buildSchool(db);
  const other = await buildSchool(db);
  program = await buildProgram(db, schoolId, { naziv: 'Violina' });
  ids.admin = (
    await buildUser(db, {
      schoolId,
      ...staff,
      isAdmin: true,
      korisnickoIme: 'jedini.admin',
      ime: 'Jedini',
      prezime: 'Admin',
    })
  ).id;
  ids.mentor = (
    await buildUser(db, {
      schoolId,
      ...staff,
      korisnickoIme: 'stjepan',
      ime: 'Stjepan',
      prezime: 'Šoštarić',
      predmet: 'Violina',
    })
  ).id;
  ids.student = (
    await buildUser(db, { schoolId, korisnickoIme: 'ucenica', mentorIds: [ids.mentor] })
  ).id;
  ids.otherAdmin = (
    await buildUser(db, { schoolId: other, ...staff, isAdmin: true, korisnickoIme: 'drugi' })
  ).id;
  admin = await loginAs(t.app, 'jedini.admin');
  otherAdmin = await loginAs(t.app, 'drugi');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token = admin, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('mentors', () => {
  it('lists and searches mentors accent-insensitively with student counts', async () => {
    const all = (await call('GET', '/api/admin/mentors')).json();
    expect(all.mentors.map((m: { korisnickoIme: string }) => m.korisnickoIme)).toEqual([
      'jedini.admin',
      'stjepan',
    ]);
    const found = (await call('GET', '/api/admin/mentors?q=sostaric')).json();
    expect(found.mentors).toHaveLength(1);
    expect(found.mentors[0]).toMatchObject({ studentCount: 1, predmet: 'Violina', isAdmin: false });
    expect((await call('GET', '/api/admin/mentors', otherAdmin)).json().total).toBe(1);
  });

  it('adds a mentor with programs and mails the credentials', async () => {
    const res = await call('POST', '/api/admin/mentors', admin, {
      ime: 'Nova',
      prezime: 'Mentorica',
      email: 'nova.mentorica@example.com',
      predmet: 'Klavir',
      programIds: [program],
    });
    expect(res.statusCode).toBe(201);
    ids.nova = res.json().user.id;
    expect((await outboxTo(t.database.db, 'nova.mentorica@example.com'))[0]!.text).toContain(
      'nova.mentorica',
    );
    const bad = await call('POST', '/api/admin/mentors', admin, {
      ime: 'N',
      prezime: 'M',
      email: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.ime).toBe('Mora sadržavati barem 2 znaka');
    const foreignProgram = await call('POST', '/api/admin/mentors', otherAdmin, {
      ime: 'Nova',
      prezime: 'Tuđa',
      email: 'tudja@example.com',
      programIds: [program],
    });
    expect(foreignProgram.statusCode).toBe(400);
  });

  it('edits programs, subject and admin flag; the last admin stays an admin', async () => {
    const edit = await call('PUT', `/api/admin/mentors/${ids.mentor}`, admin, {
      predmet: 'Viola',
      programIds: [program],
      isAdmin: true,
    });
    expect(edit.statusCode).toBe(200);
    const back = await call('PUT', `/api/admin/mentors/${ids.mentor}`, admin, {
      predmet: 'Viola',
      programIds: [],
      isAdmin: false,
    });
    expect(back.statusCode).toBe(200);
    const last = await call('PUT', `/api/admin/mentors/${ids.admin}`, admin, {
      predmet: null,
      programIds: [],
      isAdmin: false,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('Škola mora imati barem jednog administratora.');
    expect(
      (
        await call('PUT', `/api/admin/mentors/${ids.mentor}`, otherAdmin, {
          predmet: null,
          programIds: [],
          isAdmin: false,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/api/admin/mentors/${ids.student}`, admin, {
          predmet: null,
          programIds: [],
          isAdmin: false,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('deactivation and password reset', () => {
  it('deactivates (sessions end, no login) and reactivates, with audit entries', async () => {
    const token = await loginAs(t.app, 'ucenica');
    const off = await call('POST', `/api/admin/users/${ids.student}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect((await call('GET', '/api/user', token)).statusCode).toBe(401);
    await expect(loginAs(t.app, 'ucenica')).rejects.toThrow();
    expect((await call('POST', `/api/admin/users/${ids.student}/reactivate`)).statusCode).toBe(200);
    expect(await loginAs(t.app, 'ucenica')).toBeTruthy();
    expect((await call('POST', `/api/admin/users/${ids.admin}/deactivate`)).statusCode).toBe(400);
    expect(
      (await call('POST', `/api/admin/users/${ids.student}/deactivate`, otherAdmin)).statusCode,
    ).toBe(404);
    const actions = (await call('GET', `/api/admin/audit?subjectId=${ids.student}`))
      .json()
      .entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['user.reactivate', 'user.deactivate']);
  });

  it('resets a student password at most once per 24 hours', async () => {
    const first = await call('POST', `/api/admin/users/${ids.student}/reset-password`);
    expect(first.statusCode).toBe(200);
    const again = await call('POST', `/api/admin/users/${ids.student}/reset-password`);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toContain('24 sata');
    t.clock.now = new Date(t.clock.now.getTime() + 24 * 3600_000 + 1000);
    admin = await loginAs(t.app, 'jedini.admin');
    expect((await call('POST', `/api/admin/users/${ids.student}/reset-password`)).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/admin/users/${ids.mentor}/reset-password`)).statusCode).toBe(
      400,
    );
  });
});

describe('programs', () => {
  it('creates, edits and retires programs; retired ones stay listed and leave the sign-up page', async () => {
    const created = await call('POST', '/api/admin/programs', admin, {
      naziv: 'Gitara',
      cijena: null,
      tipovi: [
        { tip: 'individualno1', cijena: 45.5 },
        { tip: 'grupno', cijena: 30 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/programs/public/${schoolId}` }))
        .json()
        .map((p: { naziv: string }) => p.naziv),
    ).toContain('Gitara');
    const dup = await call('POST', '/api/admin/programs', admin, { naziv: 'gitara', cijena: 10 });
    expect(dup.statusCode).toBe(409);
    const noPrice = await call('POST', '/api/admin/programs', admin, { naziv: 'Bez cijene' });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().message).toContain('cijenu');
    const retired = await call('PUT', `/api/admin/programs/${id}`, admin, {
      naziv: 'Gitara',
      cijena: 40,
      tipovi: [],
      active: false,
    });
    expect(retired.statusCode).toBe(200);
    const list = (await call('GET', '/api/admin/programs')).json().programs;
    expect(list.find((p: { id: number }) => p.id === id)).toMatchObject({
      active: false,
      cijena: 40,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/programs/public/${schoolId}` }))
        .json()
        .map((p: { naziv: string }) => p.naziv),
    ).not.toContain('Gitara');
    expect(
      (await call('PUT', `/api/admin/programs/${id}`, otherAdmin, { naziv: 'X y', cijena: 1 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('overview', () => {
  it('counts what the admin home links to and shows recent activity', async () => {
    const body = (await call('GET', '/api/admin/overview')).json();
    expect(body.counts).toMatchObject({ students: 1, studentsWithoutMentor: 0, pendingSignups: 0 });
    expect(body.counts.mentors).toBeGreaterThanOrEqual(3);
    expect(body.recent[0].actor.ime).toBe('Jedini');
  });
});
