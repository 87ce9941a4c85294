import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildProfileWorld,
  userState,
  type ProfileRole,
  type ProfileWorld,
} from '../../../test/profile-factories.ts';
import { bearer } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let w: ProfileWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildProfileWorld(t, 'dir');
});
afterAll(() => t.close());

const get = (role: ProfileRole, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(w.tokens[role]) });
const postReminders = (role: ProfileRole, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/reminder-settings',
    headers: bearer(w.tokens[role]),
    payload: payload as Record<string, unknown>,
  });

describe('GET /api/linked-accounts', () => {
  it('lists the accounts on the same e-mail in the same school, case-insensitively', async () => {
    const res = await get('student', '/api/linked-accounts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      accounts: [
        {
          id: w.users.student.id,
          ime: 'Ana',
          prezime: 'Horvat',
          korisnickoIme: 'dir.ana',
          isCurrent: true,
        },
        {
          id: w.users.sibling.id,
          ime: 'Luka',
          prezime: 'Horvat',
          korisnickoIme: 'dir.luka',
          isCurrent: false,
        },
      ],
    });
    // The same family address in school B stays out of school A's answer, and the other way.
    expect(res.body).not.toContain('dir.mia');
    const b = (await get('siblingB', '/api/linked-accounts')).json();
    expect(b.accounts.map((a: { korisnickoIme: string }) => a.korisnickoIme)).toEqual(['dir.mia']);
  });

  it('is for students only', async () => {
    expect((await get('mentor', '/api/linked-accounts')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/linked-accounts' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/mentors/students', () => {
  it('lists a mentor’s own students with programs, nobody else’s', async () => {
    const res = await get('mentor', '/api/mentors/students');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      students: [
        {
          id: w.users.student.id,
          ime: 'Ana',
          prezime: 'Horvat',
          korisnickoIme: 'dir.ana',
          email: w.users.student.email,
          programs: [{ id: w.klavir, naziv: 'Klavir' }],
          programType: { [w.klavir]: 'individualno1' },
          parentPhone: '+385987654321',
          noPhotos: true,
        },
      ],
      nextCursor: null,
    });
    expect((await get('admin', '/api/mentors/students')).json()).toEqual({
      students: [],
      nextCursor: null,
    });
    expect((await get('student', '/api/mentors/students')).statusCode).toBe(403);
  });

  it('searches the own students by name, full name, username or e-mail; % is literal', async () => {
    const ids = async (q: string) =>
      (await get('mentor', `/api/mentors/students?q=${encodeURIComponent(q)}`))
        .json()
        .students.map((s: { id: number }) => s.id);
    for (const q of ['HORV', 'ana horvat', 'dir.ana', w.users.student.email.slice(0, 6)]) {
      expect(await ids(q)).toEqual([w.users.student.id]);
    }
    expect(await ids('nitko')).toEqual([]);
    expect(await ids('%')).toEqual([]);
    const tooLong = await get('mentor', `/api/mentors/students?q=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
  });

  it("shows the 'no photos' mark until a photo consent is open, and again once withdrawn", async () => {
    const photos = async () =>
      (await get('mentor', '/api/mentors/students')).json().students[0].noPhotos as boolean;
    const db = t.database.db;
    const { id } = await db
      .insertInto('consents')
      .values({
        schoolId: w.users.student.schoolId,
        userId: w.users.student.id,
        purpose: 'photos_website',
        version: '2026-09',
        givenByParent: 'Iva Horvat',
        recordedById: w.users.student.id,
        givenAt: '2026-09-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await photos()).toBe(false);
    await db
      .updateTable('consents')
      .set({ withdrawnAt: '2026-10-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    expect(await photos()).toBe(true);
  });
});

describe('GET /api/mentors/search', () => {
  it('matches username, first or last name case-insensitively, in the school only', async () => {
    for (const query of ['MARKO', 'mentorić', 'dir.marko', 'ar']) {
      const res = await get('mentor2', `/api/mentors/search?query=${encodeURIComponent(query)}`);
      expect(res.statusCode).toBe(200);
      const names = res.json().results.map((r: { korisnickoIme: string }) => r.korisnickoIme);
      expect(names).toContain('dir.marko.mentor');
      expect(names).not.toContain('dir.admin.b');
      expect(names).not.toContain('dir.ana');
    }
    const first = (await get('admin', '/api/mentors/search?query=marko')).json().results[0];
    expect(first).toEqual({
      id: w.users.mentor.id,
      ime: 'Marko',
      prezime: 'Mentorić',
      korisnickoIme: 'dir.marko.mentor',
      programs: [{ id: w.klavir, naziv: 'Klavir' }],
    });
  });

  it('leaves out mentors already added, treats % and _ literally, caps at 20', async () => {
    const excluded = await get(
      'admin',
      `/api/mentors/search?query=dir.&exclude=${w.users.mentor.id}`,
    );
    const names = excluded.json().results.map((r: { korisnickoIme: string }) => r.korisnickoIme);
    expect(names).toEqual(['dir.petra.mentor', 'dir.ravnatelj']);
    expect((await get('admin', '/api/mentors/search?query=%25%25')).json().results).toEqual([]);
    const db = t.database.db;
    const { buildUser } = await import('../../../test/factories.ts');
    for (let i = 0; i < 22; i++) {
      await buildUser(db, {
        schoolId: w.schoolA,
        isStudent: false,
        isMentor: true,
        korisnickoIme: `dir.zbor${i}`,
        prezime: 'Zborić',
      });
    }
    expect((await get('admin', '/api/mentors/search?query=zbor')).json().results).toHaveLength(20);
  });

  it('needs 2 characters and a well-formed exclude list; students may not search', async () => {
    const short = await get('admin', '/api/mentors/search?query=a');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Za pretraživanje upišite barem 2 znaka');
    const bad = await get('admin', '/api/mentors/search?query=ma&exclude=1;drop');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Neispravan popis isključenih mentora');
    expect((await get('student', '/api/mentors/search?query=marko')).statusCode).toBe(403);
  });
});

describe('GET /api/programs?schoolId', () => {
  it('gives staff their school’s programs with prices in euros; another school’s to nobody', async () => {
    const res = await get('mentor', `/api/programs?schoolId=${w.schoolA}`);
    expect(res.statusCode).toBe(200);
    const klavir = res.json().programs.find((p: { id: number }) => p.id === w.klavir);
    expect(klavir).toEqual({
      id: w.klavir,
      naziv: 'Klavir',
      cijena: null,
      tipovi: [
        { tip: 'individualno1', cijena: 60 },
        { tip: 'individualno2', cijena: 110 },
      ],
    });
    // Cross-school ids answer 404, for admins too: a moved student is enrolled there anew.
    expect((await get('mentor', `/api/programs?schoolId=${w.schoolB}`)).statusCode).toBe(404);
    expect((await get('admin', `/api/programs?schoolId=${w.schoolB}`)).statusCode).toBe(404);
    const own = await get('admin', '/api/programs');
    expect(own.json().programs.map((p: { id: number }) => p.id)).toContain(w.klavir);
    expect((await get('student', `/api/programs?schoolId=${w.schoolA}`)).statusCode).toBe(403);
    expect((await get('admin', '/api/programs?schoolId=abc')).statusCode).toBe(400);
  });
});

describe('POST /api/user/reminder-settings', () => {
  it('stores a student’s reminder preferences and returns them', async () => {
    const prefs = { reminderTime: '07:30', classReminders: false, practiceReminders: true };
    const res = await postReminders('student', { reminderPreferences: prefs });
    expect(res.statusCode).toBe(200);
    // Spec §7 reads data.reminderPreferences.
    expect(res.json()).toEqual({ success: true, data: { reminderPreferences: prefs } });
    const me = await get('student', '/api/user');
    expect(me.json().user.reminderPreferences).toEqual(prefs);
  });

  it.each([
    ['25:99', { reminderTime: '25:99', classReminders: true, practiceReminders: true }],
    ['7:30', { reminderTime: '7:30', classReminders: true, practiceReminders: true }],
    ['a missing flag', { reminderTime: '14:00', classReminders: true }],
    ['a flag as text', { reminderTime: '14:00', classReminders: 'da', practiceReminders: true }],
  ])('rejects %s with a Croatian 400 and writes nothing', async (_label, reminderPreferences) => {
    const before = await userState(t.database.db, w.users.sibling.id);
    const res = await postReminders('sibling', { reminderPreferences });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[čćšžđ]|Unesite|Neispravn|Obavezan/i);
    expect(await userState(t.database.db, w.users.sibling.id)).toEqual(before);
  });

  it('is for students only', async () => {
    const prefs = { reminderTime: '14:00', classReminders: true, practiceReminders: true };
    expect((await postReminders('mentor', { reminderPreferences: prefs })).statusCode).toBe(403);
  });
});
