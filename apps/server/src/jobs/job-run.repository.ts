import type { DataAccess } from '../db/unit-of-work.ts';

export interface JobRun {
  name: string;
  kind: 'recurring' | 'queued';
  scheduledFor: string;
  attempt: number;
  startedAt: string | null;
  finishedAt: string;
  status: 'succeeded' | 'retrying' | 'failed' | 'lost';
  error: string | null;
}

/** The run history admins read: one row per try, no payloads. */
export function createJobRunRepository(data: DataAccess) {
  return {
    async record(run: JobRun): Promise<void> {
      await data.db.insertInto('job_runs').values(run).execute();
    },

    /** The newest run of each job name. */
    async latest(): Promise<JobRun[]> {
      const rows = await data.db
        .selectFrom('job_runs')
        .select([
          'name',
          'kind',
          'scheduledFor',
          'attempt',
          'startedAt',
          'finishedAt',
          'status',
          'error',
        ])
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('job_runs')
            .select((e) => e.fn.max('id').as('id'))
            .groupBy('name'),
        )
        .execute();
      return rows as JobRun[];
    },

    /** Tries that did not succeed since `at`, per job name. */
    async failuresSince(at: string): Promise<Map<string, number>> {
      const rows = await data.db
        .selectFrom('job_runs')
        .select(['name', (eb) => eb.fn.countAll<number>().as('count')])
        .where('status', '<>', 'succeeded')
        .where('finishedAt', '>=', at)
        .groupBy('name')
        .execute();
      return new Map(rows.map((row) => [row.name, Number(row.count)]));
    },

    /**
     * Forgets runs finished before `before`, successes before `successesBefore` (a job running
     * every few seconds would otherwise fill the table), and beyond `keepPerName` per job.
     */
    async prune(before: string, successesBefore: string, keepPerName: number): Promise<void> {
      await data.db.deleteFrom('job_runs').where('finishedAt', '<', before).execute();
      await data.db
        .deleteFrom('job_runs')
        .where('status', '=', 'succeeded')
        .where('finishedAt', '<', successesBefore)
        .execute();
      const names = await data.db.selectFrom('job_runs').select('name').distinct().execute();
      for (const { name } of names) {
        const boundary = await data.db
          .selectFrom('job_runs')
          .select('id')
          .where('name', '=', name)
          .orderBy('id', 'desc')
          .offset(keepPerName)
          .limit(1)
          .executeTakeFirst();
        if (boundary) {
          await data.db
            .deleteFrom('job_runs')
            .where('name', '=', name)
            .where('id', '<=', boundary.id)
            .execute();
        }
      }
    },
  };
}

export type JobRunRepository = ReturnType<typeof createJobRunRepository>;
