import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../bootstrap.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase, type DatabaseHandle } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/test-app.ts';
import { isDatabaseEmpty, seedDemoData } from './demo-seed.ts';

/**
 * The demo data an empty development database starts with (schools, programs, accounts, posts),
 * checked through the real login, and when openDatabase seeds it: only an empty database, never in
 * production, all or nothing.
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
  emptyBeforeSeeding = await isDatabaseEmpty(t.database.db);
  // As openDatabase does it: one transaction.
  await t.database.db.transaction().execute((tx) => seedDemoData(tx));
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
    expect(await isDatabaseEmpty(t.database.db)).toBe(false);
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

  it('makes admin a mentor and administrator of the first school', async () => {
    const { user } = (await login('admin')).json();
    expect(user).toMatchObject({
      isAdmin: true,
      isMentor: true,
      isStudent: false,
      school: { name: ALLEGRO },
    });
  });

  it('makes mentor a mentor of the first school, without administration', async () => {
    const { user } = (await login('mentor')).json();
    expect(user).toMatchObject({
      isAdmin: false,
      isMentor: true,
      isStudent: false,
      school: { name: ALLEGRO },
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

  it('makes admin2 a mentor and administrator of the second school', async () => {
    const { user } = (await login('admin2')).json();
    expect(user).toMatchObject({
      isAdmin: true,
      isMentor: true,
      isStudent: false,
      school: { name: VIVACE },
    });
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

// ---------------------------------------------------------------------------------------------
// openDatabase: a file-backed SQLite database, or a private PostgreSQL schema made by
// createTestDatabase and reached through a URL whose search_path names it.

interface FreshDatabase {
  url: string;
  /** A second connection to the same database, for setting up and checking. */
  database: DatabaseHandle;
  drop(): Promise<void>;
}

async function freshDatabase(): Promise<FreshDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const { database, drop } = await createTestDatabase();
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      database.db,
    );
    const options = encodeURIComponent(`-c search_path=${rows[0]!.schema}`);
    const url = `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${options}`;
    return { url, database, drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-open-db-'));
  const url = `file:${path.join(dir, 'takt.db')}`;
  const database = createDatabase(url);
  await migrateToLatest(database.db);
  return {
    url,
    database,
    async drop() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const countUsers = async (database: DatabaseHandle) =>
  Number(
    (
      await database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('openDatabase', () => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(() => fresh.drop());

  const config = (NODE_ENV: 'development' | 'production') =>
    loadConfig({ NODE_ENV, DATABASE_URL: fresh.url });

  it('never seeds in production, even an empty database', async () => {
    const log = vi.fn();
    const opened = await openDatabase(config('production'), log);
    await opened.close();
    expect(log).not.toHaveBeenCalled();
    expect(await isDatabaseEmpty(fresh.database.db)).toBe(true);
    expect(await countUsers(fresh.database)).toBe(0);
  });

  it('seeds an empty development database once, and not again on the next start', async () => {
    const log = vi.fn();
    const opened = await openDatabase(config('development'), log);
    expect(await isDatabaseEmpty(opened.db)).toBe(false);
    await opened.close();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/demo1234/);
    const seeded = await countUsers(fresh.database);
    expect(seeded).toBeGreaterThanOrEqual(25);
    const admin = await fresh.database.db
      .selectFrom('users')
      .select('isAdmin')
      .where('korisnickoIme', '=', 'admin')
      .executeTakeFirst();
    expect(admin && Boolean(admin.isAdmin)).toBe(true);

    const again = vi.fn();
    await (await openDatabase(config('development'), again)).close();
    expect(again).not.toHaveBeenCalled();
    expect(await countUsers(fresh.database)).toBe(seeded);
  });
});

describe('openDatabase on a database that is not empty', () => {
  it('leaves a school created by hand (e.g. by create-admin) without demo data', async () => {
    const fresh = await freshDatabase();
    try {
      await fresh.database.db
        .insertInto('schools')
        .values({ name: 'Prava škola', createdAt: new Date().toISOString() })
        .execute();
      const log = vi.fn();
      await (
        await openDatabase(loadConfig({ NODE_ENV: 'development', DATABASE_URL: fresh.url }), log)
      ).close();
      expect(log).not.toHaveBeenCalled();
      expect(await countUsers(fresh.database)).toBe(0);
      const schools = await fresh.database.db.selectFrom('schools').select('name').execute();
      expect(schools).toEqual([{ name: 'Prava škola' }]);
    } finally {
      await fresh.drop();
    }
  });
});

describe('openDatabase when seeding fails half way', () => {
  it('rolls the whole seed back, so the next start finds the database still empty', async () => {
    const fresh = await freshDatabase();
    try {
      // Posts are seeded last: refusing them fails the seed after schools and users went in.
      if (fresh.database.dialect === 'postgres') {
        await sql`create function refuse_posts() returns trigger language plpgsql as $$
          begin raise exception 'posts refused by the test'; end $$`.execute(fresh.database.db);
        await sql`create trigger refuse_posts before insert on posts
          for each row execute function refuse_posts()`.execute(fresh.database.db);
      } else {
        await sql`create trigger refuse_posts before insert on posts
          begin select raise(abort, 'posts refused by the test'); end`.execute(fresh.database.db);
      }
      const log = vi.fn();
      await expect(
        openDatabase(loadConfig({ NODE_ENV: 'development', DATABASE_URL: fresh.url }), log),
      ).rejects.toThrow(/posts refused by the test/);
      expect(log).not.toHaveBeenCalled();
      expect(await isDatabaseEmpty(fresh.database.db)).toBe(true);
      expect(await countUsers(fresh.database)).toBe(0);
      const programs = await fresh.database.db.selectFrom('programs').select('id').execute();
      expect(programs).toEqual([]);
    } finally {
      await fresh.drop();
    }
  });
});
