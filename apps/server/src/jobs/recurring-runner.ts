import type { JobRunStatus } from '@takt/shared/schemas/jobs';
import { describeJobError } from './job-error.ts';
import type { RecurringJob } from './job-scheduler.ts';
import type { ScheduleRow } from './job-schedule.repository.ts';
import { keepLease } from './lease.ts';
import {
  ATTEMPTS_USED_ERROR,
  type ClaimedRun,
  DEFAULT_MAX_ATTEMPTS,
  leaseEnd,
  LOST_RUN_ERROR,
  type RunnerContext,
} from './runner-context.ts';
import { nextOccurrence, retryDelayMs, scheduleKey } from './schedule.ts';

/**
 * Recurring jobs: each job's row holds the occurrence in hand. An instance claims it by
 * compare-and-set, runs it under a renewed lease, then moves the row to a retry (with back-off)
 * or to the next occurrence after now, so missed occurrences after downtime run once.
 */
export function createRecurringRunner(ctx: RunnerContext, jobs: Map<string, RecurringJob>) {
  let rowsEnsured = false;

  async function ensureRows(at: Date) {
    for (const job of jobs.values()) {
      const first = nextOccurrence(job.schedule, at).toISOString();
      await ctx.schedules.ensure(job.name, scheduleKey(job.schedule), first, at.toISOString());
    }
    rowsEnsured = true;
  }

  async function runOccurrence(job: RecurringJob, row: ScheduleRow, attempt: number) {
    const maxAttempts = job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const startedAt = ctx.now();
    let error: string | null = attempt > maxAttempts ? ATTEMPTS_USED_ERROR : null;
    if (error === null) {
      const lease = keepLease(
        () => ctx.schedules.renew(job.name, ctx.owner, leaseEnd(ctx)),
        ctx.leaseMs,
        (reason, err) => ctx.log.warn({ job: job.name, reason, err }, 'job lease not renewed'),
      );
      try {
        await job.run();
      } catch (err) {
        error = describeJobError(err);
      } finally {
        lease.stop();
      }
    }
    const finishedAt = ctx.now();
    const next = nextOccurrence(job.schedule, finishedAt);
    const retryAt = new Date(finishedAt.getTime() + retryDelayMs(attempt, ctx.retryBaseMs));
    // A retry that would not come before the next occurrence is that occurrence's job.
    const status: JobRunStatus =
      error === null
        ? 'succeeded'
        : attempt < maxAttempts && retryAt < next
          ? 'retrying'
          : 'failed';
    const kept = await ctx.schedules.finish(job.name, ctx.owner, {
      ...(status === 'retrying'
        ? { nextRunAt: retryAt.toISOString() }
        : { occurrenceAt: next.toISOString(), nextRunAt: next.toISOString() }),
      finishedAt: finishedAt.toISOString(),
      status,
      error,
    });
    if (!kept)
      ctx.log.warn({ job: job.name }, 'job ran past its lease; another instance took over');
    await ctx.runs.record({
      name: job.name,
      kind: 'recurring',
      scheduledFor: row.occurrenceAt,
      attempt,
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      status,
      error,
    });
    if (error !== null) ctx.log.error({ job: job.name, attempt, status, error }, 'job failed');
  }

  return {
    /** Another job was registered: its row is added on the next pass. */
    changed() {
      rowsEnsured = false;
    },

    /** Claims every due occurrence this instance is not running already. */
    async claim(busy: ReadonlySet<string>): Promise<ClaimedRun[]> {
      const at = ctx.now();
      if (!rowsEnsured) await ensureRows(at);
      const iso = at.toISOString();
      const claimed: ClaimedRun[] = [];
      for (const row of await ctx.schedules.due([...jobs.keys()], iso)) {
        const job = jobs.get(row.name);
        const key = `recurring:${row.name}`;
        if (!job || busy.has(key)) continue;
        if (!(await ctx.schedules.claim(row, ctx.owner, leaseEnd(ctx, at), iso))) continue;
        if (row.leaseOwner !== null) {
          // Its lease ran out while it ran: that instance crashed or was cut off.
          await ctx.runs.record({
            name: row.name,
            kind: 'recurring',
            scheduledFor: row.occurrenceAt,
            attempt: row.attempts,
            startedAt: row.lastStartedAt,
            finishedAt: iso,
            status: 'lost',
            error: LOST_RUN_ERROR,
          });
        }
        claimed.push({ key, run: () => runOccurrence(job, row, row.attempts + 1) });
      }
      return claimed;
    },
  };
}
