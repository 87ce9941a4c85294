import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { createDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/demo-seed.ts';
import {
  createMemoryStore,
  createRedisStore,
  type RateLimitStore,
} from './lib/rate-limit-store.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDist = path.resolve(here, '../../web/dist');

/** Opens the database and brings its schema up to date. */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  const database = createDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Outside production, an empty database gets the demo school (through the modules' services). */
export async function seedDemoIfEmpty(
  app: FastifyInstance,
  config: Config,
  log: (msg: string) => void,
): Promise<boolean> {
  if (config.NODE_ENV === 'production' || !(await isDatabaseEmpty(app))) return false;
  await seedDemoData(app);
  log(
    'Demo data seeded: every demo account has the password demo1234. ' +
      'A real school runs with NODE_ENV=production, which seeds nothing.',
  );
  return true;
}

export function createRateLimitStore(config: Config): RateLimitStore {
  return config.REDIS_URL
    ? createRedisStore(new Redis(config.REDIS_URL), `${config.REDIS_PREFIX}:rl:`)
    : createMemoryStore();
}
