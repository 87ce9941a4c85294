import { sql } from 'kysely';
import type { DataAccess } from '../db/unit-of-work.ts';

/** The row of a recurring job as the runner reads it before claiming. */
export interface ScheduleRow {
  name: string;
  schedule: string;
  occurrenceAt: string;
  nextRunAt: string;
  attempts: number;
  leaseOwner: string | null;
  leaseUntil: string | null;
  lastStartedAt: string | null;
  lastStatus: string | null;
  lastError: string | null;
}

/** What a finished try leaves behind: the next try's time, or the next occurrence's. */
export interface ScheduleOutcome {
  occurrenceAt?: string;
  nextRunAt: string;
  finishedAt: string;
  status: string;
  error: string | null;
}

const unleased = (at: string) => sql<boolean>`("leaseUntil" is null or "leaseUntil" < ${at})`;

/** Recurring jobs' rows: one per job name, claimed by compare-and-set on its next run time. */
export function createJobScheduleRepository(data: DataAccess) {
  return {
    /** Adds a job's row; a changed schedule (after a deploy) starts again from its next time. */
    async ensure(name: string, schedule: string, firstRunAt: string, at: string): Promise<void> {
      await data.db
        .insertInto('job_schedules')
        .values({
          name,
          schedule,
          occurrenceAt: firstRunAt,
          nextRunAt: firstRunAt,
          attempts: 0,
          createdAt: at,
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      await data.db
        .updateTable('job_schedules')
        .set({ schedule, occurrenceAt: firstRunAt, nextRunAt: firstRunAt, attempts: 0 })
        .where('name', '=', name)
        .where('schedule', '<>', schedule)
        .execute();
    },

    async due(names: string[], at: string): Promise<ScheduleRow[]> {
      if (names.length === 0) return [];
      return data.db
        .selectFrom('job_schedules')
        .select([
          'name',
          'schedule',
          'occurrenceAt',
          'nextRunAt',
          'attempts',
          'leaseOwner',
          'leaseUntil',
          'lastStartedAt',
          'lastStatus',
          'lastError',
        ])
        .where('name', 'in', names)
        .where('nextRunAt', '<=', at)
        .where(unleased(at))
        .orderBy('nextRunAt')
        .execute();
    },

    /**
     * Takes the occurrence for `owner` when nobody else did since it was read: the same next run
     * time and no live lease. Exactly one instance sees true.
     */
    async claim(row: ScheduleRow, owner: string, leaseUntil: string, at: string): Promise<boolean> {
      const result = await data.db
        .updateTable('job_schedules')
        .set((eb) => ({
          leaseOwner: owner,
          leaseUntil,
          attempts: eb('attempts', '+', 1),
          lastStartedAt: at,
        }))
        .where('name', '=', row.name)
        .where('nextRunAt', '=', row.nextRunAt)
        .where('nextRunAt', '<=', at)
        .where(unleased(at))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async renew(name: string, owner: string, leaseUntil: string): Promise<boolean> {
      const result = await data.db
        .updateTable('job_schedules')
        .set({ leaseUntil })
        .where('name', '=', name)
        .where('leaseOwner', '=', owner)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends `owner`'s try; false when its lease had expired and another instance took over. */
    async finish(name: string, owner: string, outcome: ScheduleOutcome): Promise<boolean> {
      const result = await data.db
        .updateTable('job_schedules')
        .set({
          ...(outcome.occurrenceAt ? { occurrenceAt: outcome.occurrenceAt, attempts: 0 } : {}),
          nextRunAt: outcome.nextRunAt,
          leaseOwner: null,
          leaseUntil: null,
          lastFinishedAt: outcome.finishedAt,
          lastStatus: outcome.status,
          lastError: outcome.error,
        })
        .where('name', '=', name)
        .where('leaseOwner', '=', owner)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Lets go of everything `owner` still holds: its leases end now, so others take over. */
    async release(owner: string, expiredAt: string): Promise<void> {
      await data.db
        .updateTable('job_schedules')
        .set({ leaseUntil: expiredAt })
        .where('leaseOwner', '=', owner)
        .execute();
    },

    async list(): Promise<ScheduleRow[]> {
      return data.db
        .selectFrom('job_schedules')
        .select([
          'name',
          'schedule',
          'occurrenceAt',
          'nextRunAt',
          'attempts',
          'leaseOwner',
          'leaseUntil',
          'lastStartedAt',
          'lastStatus',
          'lastError',
        ])
        .orderBy('name')
        .execute();
    },
  };
}

export type JobScheduleRepository = ReturnType<typeof createJobScheduleRepository>;
