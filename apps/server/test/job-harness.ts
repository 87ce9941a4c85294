import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { createUnitOfWork } from '../src/db/unit-of-work.ts';
import { createJobScheduler, type JobSchedulerOptions } from '../src/jobs/database-scheduler.ts';
import { createTestDatabase } from './test-app.ts';

export interface LogLine {
  level: 'warn' | 'error';
  obj: object;
  msg: string | undefined;
}

/**
 * A migrated test database and "instances" of the scheduler over it, each with its own unit of
 * work and connection (on PostgreSQL a pool of its own to the same schema, as two servers have),
 * all reading one clock the test moves.
 */
export async function createJobsWorld() {
  const { database, drop } = await createTestDatabase();
  const clock = { now: new Date('2026-11-22T10:00:00.000Z') };
  const extraHandles: DatabaseHandle[] = [];

  async function connection(): Promise<DatabaseHandle> {
    const url = process.env.TEST_DATABASE_URL;
    if (database.dialect === 'sqlite' || !url) return database;
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      database.db,
    );
    const handle = createDatabase(url, { pgSchema: rows[0]!.schema });
    extraHandles.push(handle);
    return handle;
  }

  async function instance(
    instanceId: string,
    options: Partial<Omit<JobSchedulerOptions, 'data' | 'now' | 'log'>> = {},
  ) {
    const handle = await connection();
    const { data, transactor } = createUnitOfWork(handle.db);
    const logged: LogLine[] = [];
    const log = {
      warn: (obj: object, msg?: string) => logged.push({ level: 'warn', obj, msg }),
      error: (obj: object, msg?: string) => logged.push({ level: 'error', obj, msg }),
    };
    const scheduler = createJobScheduler({
      data,
      now: () => clock.now,
      log,
      instanceId,
      ...options,
    });
    return { scheduler, transactor, logged };
  }

  return {
    db: database.db,
    clock,
    instance,
    /** Moves the clock by `ms`. */
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    async close() {
      for (const handle of extraHandles) await handle.close();
      await drop();
    },
  };
}

/** A promise the test settles by hand: a job that "hangs" until released. */
export function gate() {
  let open: () => void = () => {};
  let entered: () => void = () => {};
  const released = new Promise<void>((resolve) => (open = resolve));
  const started = new Promise<void>((resolve) => (entered = resolve));
  return {
    /** The job body: signals it started, then waits for `release()`. */
    async hold() {
      entered();
      await released;
    },
    started,
    release: () => open(),
  };
}
