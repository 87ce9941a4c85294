import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { composeModules } from '../composition-root.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createPlatform } from '../platform.ts';
import { createMemoryStore } from '../lib/rate-limit-store.ts';
import { benchScale, seedBench } from '../seed/bench-seed.ts';

/**
 * Fills a database with the benchmark schools (never a school's real database):
 *   DATABASE_URL=file:/tmp/bench.db node apps/server/dist/cli/bench-seed.js [--schools 50] [--students 1000]
 * Resumes where an interrupted run stopped; a complete database is left as it is.
 */
async function main() {
  const { values } = parseArgs({
    options: { schools: { type: 'string' }, students: { type: 'string' } },
  });
  const config = loadConfig();
  if (config.NODE_ENV === 'production') {
    throw new ConfigError('The bench seed never runs with NODE_ENV=production.');
  }
  const scale = {
    ...benchScale,
    schools: Number(values.schools ?? benchScale.schools),
    studentsPerSchool: Number(values.students ?? benchScale.studentsPerSchool),
  };
  if (!(scale.schools >= 1 && scale.studentsPerSchool >= 1)) {
    throw new ConfigError('--schools and --students must be positive numbers.');
  }
  const database = createDatabase(config.DATABASE_URL);
  const limiter = createMemoryStore();
  const log = { info: () => {}, warn: console.warn, error: console.error };
  try {
    await migrateToLatest(database.db);
    const jwtSecret = config.JWT_SECRET ?? randomBytes(48).toString('base64url');
    const platform = await createPlatform({ config, database, limiter, jwtSecret, log });
    const { services } = composeModules(platform);
    try {
      const started = Date.now();
      const result = await seedBench(services, platform.transactor, {
        ...scale,
        now: platform.now(),
        onSchool: (index, skipped) => {
          if (!skipped && (index % 10 === 0 || index === scale.schools)) {
            const seconds = ((Date.now() - started) / 1000).toFixed(0);
            console.log(`bench seed: ${index}/${scale.schools} schools (${seconds} s)`);
          }
        },
      });
      // New posts and polls queue their readers' notices as jobs: write them now, so that no
      // benchmark's server starts with thousands of fan-outs to catch up on.
      while ((await platform.jobs.runDue()) > 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `bench seed: ${result.seededSchools} schools seeded, ${result.skippedSchools} already there (${seconds} s)`,
      );
    } finally {
      await platform.close();
    }
  } finally {
    await limiter.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Cannot seed:\n${error.message}` : error);
  process.exit(1);
});
