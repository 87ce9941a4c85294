import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { createDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isDatabaseEmpty, seedDemoData } from './db/seed/demo-seed.ts';
import {
  createMemoryStore,
  createRedisStore,
  type RateLimitStore,
} from './plugins/rate-limit-store.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDist = path.resolve(here, '../../web/dist');

/** Opens the database and brings its schema up to date; the demo data goes into an empty one. */
export async function openDatabase(
  config: Config,
  log: (msg: string) => void,
): Promise<DatabaseHandle> {
  const database = createDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(database.db);
    if (config.NODE_ENV !== 'production' && (await isDatabaseEmpty(database.db))) {
      // All or nothing: a half-seeded database would no longer count as empty on the next start.
      await database.db.transaction().execute((tx) => seedDemoData(tx));
      log(
        'Demo data seeded: every demo account has the password demo1234. ' +
          'A real school runs with NODE_ENV=production, which seeds nothing.',
      );
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export function createRateLimitStore(config: Config): RateLimitStore {
  return config.REDIS_URL ? createRedisStore(new Redis(config.REDIS_URL)) : createMemoryStore();
}
