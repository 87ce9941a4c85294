import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createMemoryStore, type RateLimitStore } from '../src/lib/rate-limit-store.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  rateLimitStore: RateLimitStore;
  clock: { now: Date };
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory SQLite by default, or a private schema
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<{
  database: DatabaseHandle;
  drop(): Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = createDatabase(':memory:');
    await migrateToLatest(database.db);
    return { database, drop: () => database.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = createDatabase(url, { pgSchema: schema });
  await migrateTestSchema(database.db);
  return {
    database,
    async drop() {
      // A test may have closed the database itself (e.g. to see the health check fail).
      await database.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/**
 * Migrates a test file's own PostgreSQL schema. Kysely's migrator first lists every table of the
 * database, in all schemas; when another test file drops its schema during that listing, the
 * listing fails (42P01 or 3F000) before any migration ran, so it is simply tried again.
 */
export async function migrateTestSchema(db: DatabaseHandle['db']): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateToLatest(db);
    } catch (error) {
      const code = ((error as Error).cause as { code?: string } | undefined)?.code;
      if (attempt >= 5 || (code !== '42P01' && code !== '3F000')) throw error;
    }
  }
}

export interface TestAppOptions {
  /** Extra routes registered before the app is ready (e.g. to exercise guards and errors). */
  extraRoutes?: (app: FastifyInstance) => void;
  /** A built web app to serve (defaults to none: API only). */
  webDistDir?: string;
  /** Extra environment for loadConfig, e.g. { SMTP_URL, BOT_PROTECTION: 'off' }. */
  env?: Record<string, string>;
  /** Runs on the fresh, migrated database before the app is built (e.g. to stage old data). */
  prepareDatabase?: (database: DatabaseHandle) => Promise<void>;
  /** Overrides of injectable dependencies (mail transport, reCAPTCHA, fiscalisation). */
  deps?: Partial<Pick<AppDeps, 'mailTransport' | 'recaptcha' | 'invoiceFiscalizer'>>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  await options.prepareDatabase?.(database);
  // Stored files go to a directory of this app's own, gone again on close.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'takt-test-data-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const clock = { now: new Date() };
  const rateLimitStore = createMemoryStore(() => clock.now.getTime());
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...options.env }),
    database,
    jwtSecret: TEST_JWT_SECRET,
    rateLimitStore,
    webDistDir: options.webDistDir ?? null,
    now: () => clock.now,
    ...options.deps,
  });
  try {
    options.extraRoutes?.(app);
    await app.ready();
  } catch (error) {
    // An app that fails to start (as the default-deny test expects) must not leak its schema.
    await app.close().catch(() => {});
    await rateLimitStore.close();
    await drop();
    await removeDataDir();
    throw error;
  }
  return {
    app,
    database,
    rateLimitStore,
    clock,
    async close() {
      await app.close();
      await rateLimitStore.close();
      await drop();
      await removeDataDir();
    },
  };
}
