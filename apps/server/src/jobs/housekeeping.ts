import type { JobScheduler } from './job-scheduler.ts';
import type { RunnerContext } from './runner-context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Failures stay visible for a month; successes for a day (enough for "last 24 h"). */
const RUNS_KEPT_DAYS = 30;
const SUCCESSES_KEPT_DAYS = 1;
const RUNS_KEPT_PER_JOB = 2000;
const DONE_KEPT_DAYS = 7;
const FAILED_KEPT_DAYS = 30;

/** The scheduler's own nightly job: forgets old run history and finished one-off jobs. */
export function scheduleHousekeeping(scheduler: JobScheduler, ctx: RunnerContext): void {
  scheduler.recurring({
    name: 'prune-job-history',
    schedule: { dailyAt: '04:10' },
    run: async () => {
      const now = ctx.now().getTime();
      const daysAgo = (days: number) => new Date(now - days * DAY_MS).toISOString();
      await ctx.runs.prune(
        daysAgo(RUNS_KEPT_DAYS),
        daysAgo(SUCCESSES_KEPT_DAYS),
        RUNS_KEPT_PER_JOB,
      );
      await ctx.queue.prune(daysAgo(DONE_KEPT_DAYS), daysAgo(FAILED_KEPT_DAYS));
    },
  });
}
