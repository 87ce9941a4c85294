import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, seedDemoIfEmpty } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createMemoryStore } from '../lib/rate-limit-store.ts';
import { createTestDatabase, TEST_JWT_SECRET } from '../../test/test-app.ts';

/**
 * A start seeds demo data only into an empty database, never in production, all or nothing.
 * Each case opens a file-backed SQLite database, or a private PostgreSQL schema made by
 * createTestDatabase and reached through a URL whose search_path names it.
 */

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

/** What server.ts does at start: open (migrate), build the app, seed an empty database. */
async function start(
  NODE_ENV: 'development' | 'production',
  url: string,
  log: (m: string) => void,
) {
  const config = loadConfig({ NODE_ENV, DATABASE_URL: url, JWT_SECRET: TEST_JWT_SECRET });
  const database = await openDatabase(config);
  const rateLimitStore = createMemoryStore();
  const app = await buildApp({
    config,
    database,
    jwtSecret: TEST_JWT_SECRET,
    rateLimitStore,
    webDistDir: null,
  });
  try {
    await seedDemoIfEmpty(app, config, log);
  } finally {
    await app.close();
    await rateLimitStore.close();
    await database.close();
  }
}

const isEmpty = async (database: DatabaseHandle) =>
  (await database.db.selectFrom('schools').select('id').limit(1).execute()).length === 0;

const countUsers = async (database: DatabaseHandle) =>
  Number(
    (
      await database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the demo seed at start', () => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(() => fresh.drop());

  it('never seeds in production, even an empty database', async () => {
    const log = vi.fn();
    await start('production', fresh.url, log);
    expect(log).not.toHaveBeenCalled();
    expect(await isEmpty(fresh.database)).toBe(true);
    expect(await countUsers(fresh.database)).toBe(0);
  });

  it('seeds an empty development database once, and not again on the next start', async () => {
    const log = vi.fn();
    await start('development', fresh.url, log);
    expect(await isEmpty(fresh.database)).toBe(false);
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
    await start('development', fresh.url, again);
    expect(again).not.toHaveBeenCalled();
    expect(await countUsers(fresh.database)).toBe(seeded);
  });
});

describe('the demo seed on a database that is not empty', () => {
  it('leaves a school created by hand (e.g. by create-admin) without demo data', async () => {
    const fresh = await freshDatabase();
    try {
      await fresh.database.db
        .insertInto('schools')
        .values({ name: 'Prava škola', createdAt: new Date().toISOString() })
        .execute();
      const log = vi.fn();
      await start('development', fresh.url, log);
      expect(log).not.toHaveBeenCalled();
      expect(await countUsers(fresh.database)).toBe(0);
      const schools = await fresh.database.db.selectFrom('schools').select('name').execute();
      expect(schools).toEqual([{ name: 'Prava škola' }]);
    } finally {
      await fresh.drop();
    }
  });
});

describe('the demo seed failing half way', () => {
  it('rolls the whole seed back, so the next start finds the database still empty', async () => {
    const fresh = await freshDatabase();
    try {
      // Posts come after schools and users: refusing them fails the seed half way.
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
      await expect(start('development', fresh.url, log)).rejects.toThrow(
        /posts refused by the test/,
      );
      expect(log).not.toHaveBeenCalled();
      expect(await isEmpty(fresh.database)).toBe(true);
      expect(await countUsers(fresh.database)).toBe(0);
      const programs = await fresh.database.db.selectFrom('programs').select('id').execute();
      expect(programs).toEqual([]);
    } finally {
      await fresh.drop();
    }
  });
});
