import { sql } from 'kysely';
import type { DataAccess } from '../db/unit-of-work.ts';

export interface QueuedRow {
  id: number;
  name: string;
  payload: string;
  status: string;
  runAt: string;
  attempts: number;
}

export interface NewQueuedJob {
  name: string;
  payload: string;
  dedupeKey: string | null;
  runAt: string;
  createdAt: string;
}

/** Waiting and due, or running under a lease that has expired (its instance stopped). */
const claimable = (at: string) =>
  sql<boolean>`(("status" = 'waiting' and "runAt" <= ${at}) or ("status" = 'running' and "leaseUntil" < ${at}))`;

/** One-off jobs. A row is claimed by compare-and-set, like a recurring job's occurrence. */
export function createJobQueueRepository(data: DataAccess) {
  return {
    /**
     * Queues a job in the caller's transaction, if one is open. With a dedupe key, a job of the
     * same name and key that still waits wins and nothing is added.
     */
    /** Queues jobs in one statement; one whose name and dedupe key already wait is skipped. */
    async add(jobs: readonly NewQueuedJob[]): Promise<void> {
      if (jobs.length === 0) return;
      await data.db
        .insertInto('job_queue')
        .values(jobs.map((job) => ({ ...job, status: 'waiting' as const, attempts: 0 })))
        .onConflict((oc) =>
          oc
            .columns(['name', 'dedupeKey'])
            .where(sql<boolean>`"status" = 'waiting'`)
            .doNothing(),
        )
        .execute();
    },

    async due(names: string[], at: string, limit: number): Promise<QueuedRow[]> {
      if (names.length === 0) return [];
      return data.db
        .selectFrom('job_queue')
        .select(['id', 'name', 'payload', 'status', 'runAt', 'attempts'])
        .where('name', 'in', names)
        .where('status', 'in', ['waiting', 'running'])
        .where(claimable(at))
        .orderBy('runAt')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async claim(id: number, owner: string, leaseUntil: string, at: string): Promise<boolean> {
      const result = await data.db
        .updateTable('job_queue')
        .set((eb) => ({
          status: 'running',
          leaseOwner: owner,
          leaseUntil,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', id)
        .where(claimable(at))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async renew(id: number, owner: string, leaseUntil: string): Promise<boolean> {
      const result = await data.db
        .updateTable('job_queue')
        .set({ leaseUntil })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('leaseOwner', '=', owner)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends `owner`'s try as done or failed for good; false when its lease had been taken over. */
    async finish(
      id: number,
      owner: string,
      outcome: { status: 'done' | 'failed'; at: string; error: string | null },
    ): Promise<boolean> {
      const result = await data.db
        .updateTable('job_queue')
        .set({
          status: outcome.status,
          finishedAt: outcome.at,
          leaseOwner: null,
          leaseUntil: null,
          lastError: outcome.error,
        })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('leaseOwner', '=', owner)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Puts the job back to wait for its next try. Throws a unique violation when a job with the
     * same dedupe key was queued meanwhile (that one will do the work).
     */
    async retryLater(id: number, owner: string, runAt: string, error: string): Promise<boolean> {
      const result = await data.db
        .updateTable('job_queue')
        .set({ status: 'waiting', runAt, leaseOwner: null, leaseUntil: null, lastError: error })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('leaseOwner', '=', owner)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async release(owner: string, expiredAt: string): Promise<void> {
      await data.db
        .updateTable('job_queue')
        .set({ leaseUntil: expiredAt })
        .where('status', '=', 'running')
        .where('leaseOwner', '=', owner)
        .execute();
    },

    /** How many jobs of each name wait, run or have failed (failed ones are kept a while). */
    async counts(): Promise<{ name: string; status: string; count: number }[]> {
      const rows = await data.db
        .selectFrom('job_queue')
        .select(['name', 'status', (eb) => eb.fn.countAll<number>().as('count')])
        .where('status', 'in', ['waiting', 'running', 'failed'])
        .groupBy(['name', 'status'])
        .execute();
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },

    async prune(doneBefore: string, failedBefore: string): Promise<void> {
      await data.db
        .deleteFrom('job_queue')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'done'), eb('finishedAt', '<', doneBefore)]),
            eb.and([eb('status', '=', 'failed'), eb('finishedAt', '<', failedBefore)]),
          ]),
        )
        .execute();
    },
  };
}

export type JobQueueRepository = ReturnType<typeof createJobQueueRepository>;
