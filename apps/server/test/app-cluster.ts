import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { createMemoryStore } from '../src/lib/rate-limit-store.ts';
import { migrateTestSchema, TEST_JWT_SECRET } from './test-app.ts';

/**
 * Several app instances of one installation, as behind a load balancer: one database (a SQLite
 * file, or one PostgreSQL schema when TEST_DATABASE_URL is set) opened by each instance through
 * its own connection, and one Redis with a channel prefix of the calling test file's own.
 */
export interface AppCluster {
  apps: FastifyInstance[];
  /** The first instance's database handle (for factories). */
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The installation's storage: a data directory for file bytes (shared, as the instances of an
 * installation share it) and the database, a SQLite file in it or a PostgreSQL schema.
 */
async function sharedStorage(): Promise<{
  dataDir: string;
  open(): DatabaseHandle;
  drop(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-cluster-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const file = path.join(dataDir, 'takt.db');
    return { dataDir, open: () => createDatabase(file), drop: removeDir };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    dataDir,
    open: () => createDatabase(url, { pgSchema: schema }),
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
      await removeDir();
    },
  };
}

export async function createAppCluster(options: {
  size: number;
  redisUrl: string;
  redisPrefix: string;
  /** One clock for every instance (default: the real one). */
  now?: () => Date;
}): Promise<AppCluster> {
  const shared = await sharedStorage();
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const stores = [] as ReturnType<typeof createMemoryStore>[];
  for (let i = 0; i < options.size; i++) {
    const database = shared.open();
    handles.push(database);
    if (i === 0) await migrateTestSchema(database.db);
    const rateLimitStore = createMemoryStore();
    stores.push(rateLimitStore);
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: shared.dataDir }),
      database,
      jwtSecret: TEST_JWT_SECRET,
      rateLimitStore,
      webDistDir: null,
      redisUrl: options.redisUrl,
      redisPrefix: options.redisPrefix,
      ...(options.now && { now: options.now }),
    });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    database: handles[0]!,
    async close() {
      for (const app of apps) await app.close();
      for (const store of stores) await store.close();
      for (const handle of handles) await handle.close();
      await shared.drop();
    },
  };
}
