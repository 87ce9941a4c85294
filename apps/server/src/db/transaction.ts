import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A database handle that is either the whole database or one open transaction. Services pass it
 * on, untouched, to repositories (their own, or through another module's service), so a change
 * and what it causes (a user and the mail with their password) commit together or not at all.
 */
export type Tx = Kysely<Database>;

export type Transact = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/** Runs work in one transaction; inside one already, it joins it. */
export function createTransact(db: Kysely<Database>): Transact {
  return (work) => (db.isTransaction ? work(db) : db.transaction().execute(work));
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
