import { createIntervalRunner, type IntervalJob } from './interval-runner.ts';
import type { JobScheduler, RecurringJob } from './job-scheduler.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A scheduler inside one process, without leases: until the database-backed scheduler lands,
 * daily jobs run once a day from start and one-off jobs run after their delay.
 */
export function createLocalScheduler(log: (msg: string, err?: unknown) => void): JobScheduler {
  const recurring: RecurringJob[] = [];
  const handlers = new Map<string, (payload: unknown) => Promise<void>>();
  let runner: ReturnType<typeof createIntervalRunner> | null = null;
  const timers = new Set<NodeJS.Timeout>();
  return {
    recurring(job) {
      recurring.push(job);
    },
    define(name, handler) {
      handlers.set(name, handler as (payload: unknown) => Promise<void>);
    },
    async enqueue(name, payload, options = {}) {
      const delay = Math.max(0, (options.runAt?.getTime() ?? Date.now()) - Date.now());
      const timer = setTimeout(() => {
        timers.delete(timer);
        handlers
          .get(name)?.(payload)
          .catch((err: unknown) => log(`job ${name} failed`, err));
      }, delay);
      timer.unref();
      timers.add(timer);
    },
    start() {
      const jobs: IntervalJob[] = recurring.map((job) => ({
        name: job.name,
        everyMs: 'every' in job.schedule ? job.schedule.every : DAY_MS,
        run: job.run,
      }));
      runner = createIntervalRunner(jobs, log);
      runner.start();
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      await runner?.stop();
    },
  };
}
