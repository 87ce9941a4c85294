import type {
  JobRunStatus,
  JobSchedule,
  JobSummary,
  JobsOverview,
} from '@takt/shared/schemas/jobs';
import { parseJson } from '../db/rows.ts';
import type { RecurringJob } from './job-scheduler.ts';
import type { RunnerContext } from './runner-context.ts';
import { nextOccurrence } from './schedule.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What admins see of the background work: every recurring job in the database (whichever
 * instance registered it) or registered here, and every one-off job name known here or found in
 * the queue.
 */
export async function buildJobsOverview(
  ctx: RunnerContext,
  registered: { recurring: Iterable<RecurringJob>; queued: Iterable<string> },
): Promise<JobsOverview> {
  const at = ctx.now();
  const iso = at.toISOString();
  const schedules = await ctx.schedules.list();
  const counts = await ctx.queue.counts();
  const latest = await ctx.runs.latest();
  const failures = await ctx.runs.failuresSince(new Date(at.getTime() - DAY_MS).toISOString());

  const jobs: JobSummary[] = schedules.map((row) => ({
    name: row.name,
    kind: 'recurring',
    schedule: parseJson<JobSchedule | null>(row.schedule, null),
    nextRunAt: row.nextRunAt,
    running: row.leaseOwner !== null && row.leaseUntil !== null && row.leaseUntil > iso,
    lastRunAt: row.lastStartedAt,
    lastStatus: row.lastStatus as JobRunStatus | null,
    lastError: row.lastError,
    failuresLast24h: failures.get(row.name) ?? 0,
    queue: null,
  }));
  for (const job of registered.recurring) {
    if (jobs.some((j) => j.name === job.name)) continue;
    // Not polled yet since this instance started: its row is added on the first pass.
    jobs.push({
      name: job.name,
      kind: 'recurring',
      schedule: job.schedule,
      nextRunAt: nextOccurrence(job.schedule, at).toISOString(),
      running: false,
      lastRunAt: null,
      lastStatus: null,
      lastError: null,
      failuresLast24h: 0,
      queue: null,
    });
  }
  jobs.sort((a, b) => a.name.localeCompare(b.name));

  const names = new Set([...registered.queued, ...counts.map((c) => c.name)]);
  for (const run of latest) if (run.kind === 'queued') names.add(run.name);
  for (const name of [...names].sort()) {
    const count = (status: string) =>
      counts.find((c) => c.name === name && c.status === status)?.count ?? 0;
    const last = latest.find((run) => run.name === name && run.kind === 'queued');
    jobs.push({
      name,
      kind: 'queued',
      schedule: null,
      nextRunAt: null,
      running: count('running') > 0,
      lastRunAt: last?.startedAt ?? last?.finishedAt ?? null,
      lastStatus: last?.status ?? null,
      lastError: last?.error ?? null,
      failuresLast24h: failures.get(name) ?? 0,
      queue: { waiting: count('waiting'), running: count('running'), failed: count('failed') },
    });
  }
  return { jobs, generatedAt: iso };
}
