import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { createUnchangedReads, type ChangeStamp } from './unchanged-reads.ts';

/**
 * What a repository is built with: `db` is the open transaction of the current async context when
 * a service opened one, else the database itself. Repositories are built once and never hold a
 * transaction, so nobody can forget to pass one (and on SQLite's single connection a query that
 * bypassed an open transaction would wait for it forever).
 */
export interface DataAccess {
  readonly db: Kysely<Database>;
  /**
   * `compute`'s answer, kept under `key` while the database stays unchanged (unchanged-reads.ts);
   * inside a transaction, or where changes cannot be seen, it always computes.
   */
  readUnchanged<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/** Plain access outside any unit of work (test set-up, one-off scripts): nothing is kept. */
export function directAccess(db: Kysely<Database>): DataAccess {
  return { db, readUnchanged: (_key, compute) => compute() };
}

/** What a service uses to make several writes one: open, join, and act after commit. */
export interface Transactor {
  /** Runs `work` in one transaction; inside one already, it joins it. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `callback` once the current transaction has committed (never when it rolls back); with
   * no transaction open, right away. Domain events are delivered this way.
   */
  afterCommit(callback: () => void): void;
}

interface OpenTransaction {
  tx: Kysely<Database>;
  afterCommit: (() => void)[];
}

export interface UnitOfWork {
  data: DataAccess;
  transactor: Transactor;
}

/** Work to join to each transaction of an async context (see `withinEachCommit`). */
const commitHooks = new AsyncLocalStorage<() => Promise<void>>();

/**
 * Runs `work` so that every outermost transaction it starts (in its async context) also runs
 * `hook`, inside that transaction, right before it commits: what the hook writes commits with
 * the work's own writes, or not at all. The idempotency plugin marks a request's key applied
 * this way. Without a transaction the hook never runs.
 */
export function withinEachCommit<T>(hook: () => Promise<void>, work: () => T): T {
  return commitHooks.run(hook, work);
}

/**
 * One unit of work per database: repositories read the ambient transaction from here, services
 * open it. Callbacks registered inside run after the outermost commit, in order; one that throws
 * is reported to `onCallbackError` and does not stop the others (the change has committed).
 */
export function createUnitOfWork(
  db: Kysely<Database>,
  onCallbackError: (error: unknown) => void = () => {},
  changeStamp: ChangeStamp = () => null,
): UnitOfWork {
  const open = new AsyncLocalStorage<OpenTransaction>();
  const unchanged = createUnchangedReads(changeStamp);

  const runCallbacks = (callbacks: (() => void)[]) => {
    for (const callback of callbacks) {
      try {
        callback();
      } catch (error) {
        onCallbackError(error);
      }
    }
  };

  return {
    data: {
      get db() {
        return open.getStore()?.tx ?? db;
      },
      // Inside a transaction an answer may hold writes that roll back: never kept.
      readUnchanged: (key, compute) => (open.getStore() ? compute() : unchanged(key, compute)),
    },
    transactor: {
      async run(work) {
        if (open.getStore()) return work();
        const callbacks: (() => void)[] = [];
        const hook = commitHooks.getStore();
        const result = await db.transaction().execute((tx) =>
          open.run({ tx, afterCommit: callbacks }, async () => {
            const value = await work();
            if (hook) await hook();
            return value;
          }),
        );
        runCallbacks(callbacks);
        return result;
      },
      afterCommit(callback) {
        const current = open.getStore();
        if (current) current.afterCommit.push(callback);
        else runCallbacks([callback]);
      },
    },
  };
}

/** A unique index refused the write (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Runs a whole transaction again when a concurrent writer took a unique value first (two
 * approvals picking the same fresh username): the second try sees the first one's row.
 */
export async function retryOnUniqueViolation<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= attempts) throw error;
    }
  }
}
