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
