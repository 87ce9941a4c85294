import type { Kysely } from 'kysely';
import { portable } from './portable.ts';

/**
 * Idempotency keys get a lease and a commit mark. `heldUntil`: the request holding the key renews
 * it while it runs, so one that takes longer than a minute is not taken over by a retry.
 * `appliedAt`: written inside the request's own transaction, so a key whose write committed is
 * never run again, even when its instance died before it stored the answer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);
  await db.schema.alterTable('idempotency_keys').addColumn('heldUntil', p.timestamp).execute();
  await db.schema.alterTable('idempotency_keys').addColumn('appliedAt', p.timestamp).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('appliedAt').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('heldUntil').execute();
}
