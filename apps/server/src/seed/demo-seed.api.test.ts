import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isDatabaseEmpty, seedDemoData } from './demo-seed.ts';

/**
 * The demo data an empty development database starts with (schools, programs, accounts, posts),
 * checked through the real login. When it is seeded: open-database.api.test.ts.
 */

const PASSWORD = 'demo1234';
const ALLEGRO = 'Glazbena škola Allegro';
const VIVACE = 'Glazbena škola Vivace';
const NAMED = ['admin', 'mentor', 'ucenik', 'ucenik.mali', 'admin2'];

let t: TestApp;
let emptyBeforeSeeding: boolean;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
  emptyBeforeSeeding = await isDatabaseEmpty(t.app);
  await seedDemoData(t.app);
});
afterAll(() => t.close());

// Every login from its own address, so no throttling counter is shared between checks.
const login = (emailOrUsername: string, password = PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { emailOrUsername, password },
    remoteAddress: `10.9.0.${++ip}`,
  });

async function schoolIdOf(name: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('schools')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function userIdOf(korisnickoIme: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('korisnickoIme', '=', korisnickoIme)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Students of a school as plain values (booleans and JSON decoded), with programs and mentors. */
async function studentsOf(schoolId: number) {
  const db = t.database.db;
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'korisnickoIme',
      'email',
      'isActive',
      'isMentor',
      'isAdmin',
      'maloljetniClan',
      'roditelj1',
      'programType',
      'schoolId',
    ])
    .where('schoolId', '=', schoolId)
    .where('isStudent', '=', true)
    .orderBy('id')
    .execute();
  const links = await db.selectFrom('user_programs').selectAll().execute();
  const mentors = await db.selectFrom('student_mentors').selectAll().execute();
  return rows.map((r) => ({
    id: r.id,
    korisnickoIme: r.korisnickoIme,
    email: r.email,
    isActive: Boolean(r.isActive),
    isStaff: Boolean(r.isMentor) || Boolean(r.isAdmin),
    minor: Boolean(r.maloljetniClan),
    roditelj1: r.roditelj1 === null ? null : (JSON.parse(r.roditelj1) as unknown),
    programType: JSON.parse(r.programType) as Record<string, string>,
    programIds: links.filter((l) => l.userId === r.id).map((l) => l.programId),
    mentorIds: mentors.filter((m) => m.studentId === r.id).map((m) => m.mentorId),
  }));
}

describe('seedDemoData', () => {
  it('fills an empty database, which then no longer counts as empty', async () => {
    expect(emptyBeforeSeeding).toBe(true);
    expect(await isDatabaseEmpty(t.app)).toBe(false);
  });

  it('creates the two demo schools', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schools/public' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ name: string }[]>().map((s) => s.name)).toEqual([ALLEGRO, VIVACE]);
  });

  it('offers programs of all four attendance types, priced in whole cents', async () => {
    const programs = await t.database.db
      .selectFrom('programs')
      .innerJoin('schools', 'schools.id', 'programs.schoolId')
      .select(['schools.name as school', 'programs.naziv', 'programs.cijena', 'programs.tipovi'])
      .orderBy('programs.id')
      .execute();
    const parsed = programs.map((p) => ({
      ...p,
      tipovi: JSON.parse(p.tipovi) as { tip: string; cijena: number }[],
    }));
    expect(new Set(parsed.map((p) => p.school))).toEqual(new Set([ALLEGRO, VIVACE]));
    expect(new Set(parsed.flatMap((p) => p.tipovi.map((t) => t.tip)))).toEqual(
      new Set(['individualno1', 'individualno2', 'grupno', 'none']),
    );
    expect(parsed.find((p) => p.tipovi.some((t) => t.tip === 'none'))?.naziv).toBe(
      'Glazbena igraonica',
    );
    const prices = parsed.flatMap((p) => [
      ...p.tipovi.map((t) => t.cijena),
      ...(p.cijena === null ? [] : [p.cijena]),
    ]);
    expect(prices.length).toBeGreaterThan(parsed.length);
    for (const price of prices) {
      expect(Number.isInteger(price)).toBe(true);
      // Cents: every demo price is a few tens of euros, i.e. thousands of cents.
      expect(price).toBeGreaterThanOrEqual(1000);
    }
  });

  it('keeps one program with only a legacy price and no attendance types', async () => {
    const legacy = await t.database.db
      .selectFrom('programs')
      .select(['naziv', 'cijena', 'tipovi'])
      .where('cijena', 'is not', null)
      .execute();
    expect(legacy).toEqual([{ naziv: 'Violina', cijena: 5000, tipovi: '[]' }]);
  });

  it('shows the prices in euros on the public program list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/programs/public/${await schoolIdOf(ALLEGRO)}`,
    });
    expect(res.statusCode).toBe(200);
    const byName = new Map(
      res.json<{ naziv: string }[]>().map((p) => [p.naziv, p] as [string, unknown]),
    );
    expect(byName.get('Gitara')).toMatchObject({
      cijena: null,
      tipovi: [
        { tip: 'individualno1', cijena: 55 },
        { tip: 'individualno2', cijena: 100 },
        { tip: 'grupno', cijena: 35 },
      ],
    });
    expect(byName.get('Violina')).toMatchObject({ cijena: 50, tipovi: [] });
    expect(byName.get('Glazbena igraonica')).toMatchObject({
      tipovi: [{ tip: 'none', cijena: 25 }],
    });
  });

  it('lets every named demo account log in with demo1234, and refuses a wrong password', async () => {
    for (const username of NAMED) {
      const res = await login(username);
      expect(res.statusCode, `${username}: ${res.body}`).toBe(200);
      expect(res.json().user).toMatchObject({ korisnickoIme: username, mustChangePassword: false });
      expect((await login(username, 'demo12345')).statusCode).toBe(401);
    }
  });

  it.each([
    ['admin', 'a mentor and administrator of the first school', true, ALLEGRO],
    ['mentor', 'a mentor of the first school, without administration', false, ALLEGRO],
    ['admin2', 'a mentor and administrator of the second school', true, VIVACE],
  ])('makes %s %s', async (username, _who, isAdmin, school) => {
    const { user } = (await login(username)).json();
    expect(user).toMatchObject({
      isAdmin,
      isMentor: true,
      isStudent: false,
      school: { name: school },
    });
  });

  it('makes ucenik an adult student of mentor who attends theory', async () => {
    const { user } = (await login('ucenik')).json();
    expect(user).toMatchObject({
      isStudent: true,
      isMentor: false,
      isAdmin: false,
      school: { name: ALLEGRO },
      mentorId: [await userIdOf('mentor')],
      maloljetniClan: false,
      pohadjaTeoriju: true,
      roditelj1: null,
    });
    expect(user.programs.length).toBeGreaterThan(0);
    // Of age when the school year of the demo starts.
    expect(user.datumRodjenja < '2008-09-01').toBe(true);
  });

  it('makes ucenik.mali a minor student of mentor with a parent, not in theory', async () => {
    const { user } = (await login('ucenik.mali')).json();
    expect(user).toMatchObject({
      isStudent: true,
      isMentor: false,
      isAdmin: false,
      school: { name: ALLEGRO },
      mentorId: [await userIdOf('mentor')],
      maloljetniClan: true,
      pohadjaTeoriju: false,
      roditelj1: { ime: expect.any(String), prezime: expect.any(String) },
    });
    expect(user.programs.length).toBeGreaterThan(0);
    expect(user.datumRodjenja > '2008-09-01').toBe(true);
  });

  it('adds about twenty more students, each with a program and a mentor of the school', async () => {
    const schoolId = await schoolIdOf(ALLEGRO);
    const staff = new Set([await userIdOf('admin'), await userIdOf('mentor')]);
    const rows = await t.database.db
      .selectFrom('programs')
      .select(['id', 'tipovi'])
      .where('schoolId', '=', schoolId)
      .execute();
    const programs = new Set(rows.map((p) => p.id));
    const offeredTypes = new Map(
      rows.map((p) => {
        const tipovi = (JSON.parse(p.tipovi) as { tip: string }[]).map((x) => x.tip);
        return [p.id, tipovi.length ? tipovi : ['individualno1', 'individualno2', 'grupno']];
      }),
    );
    const others = (await studentsOf(schoolId)).filter(
      (s) => !['ucenik', 'ucenik.mali'].includes(s.korisnickoIme),
    );
    expect(others.length).toBeGreaterThanOrEqual(18);
    expect(others.length).toBeLessThanOrEqual(22);
    for (const s of others) {
      expect(s, s.korisnickoIme).toMatchObject({ isActive: true, isStaff: false });
      expect(s.programIds.length, s.korisnickoIme).toBeGreaterThan(0);
      for (const id of s.programIds) {
        expect(programs.has(id), s.korisnickoIme).toBe(true);
        // The attendance type is one the program offers (the usual three for a price-only one).
        const offered = offeredTypes.get(id)!;
        expect(offered, s.korisnickoIme).toContain(s.programType[id]);
      }
      expect(s.mentorIds.length, s.korisnickoIme).toBeGreaterThan(0);
      for (const id of s.mentorIds) expect(staff.has(id), s.korisnickoIme).toBe(true);
      // A minor has a parent to contact.
      if (s.minor) expect(s.roditelj1, s.korisnickoIme).not.toBeNull();
    }
    // Spread out: both mentors teach some, most programs have students, adults and minors both.
    expect(new Set(others.flatMap((s) => s.mentorIds))).toEqual(staff);
    expect(new Set(others.flatMap((s) => s.programIds)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(others.map((s) => s.minor))).toEqual(new Set([true, false]));
  });

  it('gives two siblings one e-mail; each logs in by username, the e-mail alone is ambiguous', async () => {
    const students = await studentsOf(await schoolIdOf(ALLEGRO));
    const byEmail = new Map<string, string[]>();
    for (const s of students) {
      const key = s.email.toLowerCase();
      byEmail.set(key, [...(byEmail.get(key) ?? []), s.korisnickoIme]);
    }
    const shared = [...byEmail].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([['obitelj.horvat@example.com', ['ana.horvat', 'luka.horvat']]]);

    const byShared = await login('obitelj.horvat@example.com');
    expect(byShared.statusCode).toBe(409);
    expect(byShared.json().code).toBe('shared_email');
    for (const username of ['ana.horvat', 'luka.horvat']) {
      const res = await login(username);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        korisnickoIme: username,
        email: 'obitelj.horvat@example.com',
      });
    }
  });

  it('publishes a few posts by the first school staff, public ones among them', async () => {
    const posts = await t.database.db
      .selectFrom('posts')
      .innerJoin('users', 'users.id', 'posts.authorId')
      .select([
        'posts.schoolId',
        'posts.visibility',
        'posts.title',
        'posts.content',
        'users.korisnickoIme as author',
      ])
      .execute();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.length).toBeLessThanOrEqual(10);
    const schoolId = await schoolIdOf(ALLEGRO);
    for (const post of posts) {
      expect(post.schoolId).toBe(schoolId);
      expect(['admin', 'mentor']).toContain(post.author);
      expect(post.title.length).toBeGreaterThan(0);
      expect(post.content).toMatch(/^<p>.+<\/p>$/s);
    }
    expect(posts.filter((p) => p.visibility === 'public').length).toBeGreaterThan(0);
  });
});
