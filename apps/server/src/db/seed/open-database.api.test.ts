import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../bootstrap.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase, type DatabaseHandle } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { isDatabaseEmpty } from './demo-seed.ts';
import { createTestDatabase } from '../../../test/test-app.ts';

/**
 * openDatabase seeds demo data only into an empty database, never in production, all or nothing.
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
