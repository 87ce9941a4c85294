import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { DataAccess } from '../db/unit-of-work.ts';
import { createJobQueueRepository } from './job-queue.repository.ts';
import { createJobRunRepository } from './job-run.repository.ts';
import { createJobScheduleRepository } from './job-schedule.repository.ts';
import type { JobScheduler, RecurringJob } from './job-scheduler.ts';
import { buildJobsOverview } from './jobs-overview.ts';
import type { JobLog } from './lease.ts';
import { createQueuedRunner, type QueuedHandler } from './queued-runner.ts';
import { createRecurringRunner } from './recurring-runner.ts';
import { type ClaimedRun, DEFAULT_MAX_ATTEMPTS, type RunnerContext } from './runner-context.ts';
import { assertValidSchedule } from './schedule.ts';
import { scheduleHousekeeping } from './housekeeping.ts';

export interface JobSchedulerOptions {
  /** The unit of work's data access: `enqueue` joins the caller's open transaction. */
  data: DataAccess;
  now: () => Date;
  log: JobLog;
  /** Names this instance's leases (default: host, process and a random part). */
  instanceId?: string;
  /** Pause between two polls of the database; a random jitter of up to half of it is added. */
  pollMs?: number;
  /** How long a claim holds without renewal: a crashed instance's work is taken over after it. */
  leaseMs?: number;
  /** First back-off before a retry; it doubles with each attempt (at most an hour). */
  retryBaseMs?: number;
  /** How long `stop()` waits for runs in flight before it lets go of their leases anyway. */
  stopGraceMs?: number;
  /** Runs in flight at most on this instance (one-off jobs wait their turn beyond it). */
  maxRunning?: number;
}

/**
 * The scheduler every instance runs: state and leases live in the database (SQLite or
 * PostgreSQL), so with several instances each occurrence and each queued job runs once.
 */
export function createJobScheduler(options: JobSchedulerOptions): JobScheduler {
  const ctx: RunnerContext = {
    owner:
      options.instanceId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
    now: options.now,
    log: options.log,
    leaseMs: options.leaseMs ?? 60_000,
    retryBaseMs: options.retryBaseMs ?? 10_000,
    schedules: createJobScheduleRepository(options.data),
    queue: createJobQueueRepository(options.data),
    runs: createJobRunRepository(options.data),
  };
  const pollMs = options.pollMs ?? 1000;
  const maxRunning = options.maxRunning ?? 20;
  const recurringJobs = new Map<string, RecurringJob>();
  const handlers = new Map<string, QueuedHandler>();
  const recurring = createRecurringRunner(ctx, recurringJobs);
  const queued = createQueuedRunner(ctx, handlers);
  const inFlight = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> = Promise.resolve();
  let started = false;
  let stopped = false;
  let touchedDatabase = false;
  let polling = false;
  /** The last poll filled every free place: more is probably due, so poll again on a free place. */
  let backlog = false;

  const assertNewName = (name: string) => {
    if (recurringJobs.has(name) || handlers.has(name)) throw new Error(`job ${name} twice`);
  };

  const schedulePoll = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void poll(), delayMs);
    timer.unref();
  };

  const launch = ({ key, run }: ClaimedRun): Promise<void> => {
    const running = run()
      .catch((error: unknown) => ctx.log.error({ err: error, job: key }, 'job bookkeeping failed'))
      .finally(() => {
        inFlight.delete(key);
        // A run of a thousand queued jobs drains at the speed of the work, not of the poll.
        if (backlog && started && !polling && !stopped && inFlight.size <= maxRunning / 2) {
          backlog = false;
          schedulePoll(0);
        }
      });
    inFlight.set(key, running);
    return running;
  };

  /** Claims what is due (one-off jobs up to `limit`) and starts it; answers the started runs. */
  const claimAndStart = async (limit: number): Promise<Promise<void>[]> => {
    if (stopped) return [];
    touchedDatabase = true;
    const busy = new Set(inFlight.keys());
    const due = await recurring.claim(busy);
    const room = limit - due.length;
    const queuedRuns = await queued.claim(busy, room);
    backlog = room > 0 && queuedRuns.length >= room;
    return [...due, ...queuedRuns].map(launch);
  };

  // While the database is unreachable the poll fails every second: say so once, and when it ends.
  let pollFailing = false;
  const poll = async () => {
    if (stopped || polling) return;
    polling = true;
    const current = claimAndStart(maxRunning - inFlight.size).then(
      () => {
        if (pollFailing) ctx.log.warn({}, 'job poll works again');
        pollFailing = false;
      },
      (error: unknown) => {
        if (!pollFailing) ctx.log.error({ err: error }, 'job poll failed');
        pollFailing = true;
      },
    );
    pass = current;
    await current;
    polling = false;
    if (stopped) return;
    schedulePoll(pollMs + Math.random() * (pollMs / 2));
  };

  const scheduler: JobScheduler = {
    recurring(job) {
      assertNewName(job.name);
      assertValidSchedule(job.name, job.schedule);
      recurringJobs.set(job.name, job);
      recurring.changed();
    },
    define(name, handler, defineOptions = {}) {
      assertNewName(name);
      handlers.set(name, {
        handler: handler as (payload: unknown) => Promise<void>,
        maxAttempts: defineOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      });
    },
    async enqueue(name, payload, enqueueOptions = {}) {
      await scheduler.enqueueEach(name, [{ payload, options: enqueueOptions }]);
    },
    async enqueueEach(name, jobs) {
      if (!handlers.has(name)) throw new Error(`job ${name} has no handler (define it first)`);
      if (jobs.length === 0) return;
      const at = ctx.now();
      await ctx.queue.add(
        jobs.map(({ payload, options: enqueueOptions = {} }) => ({
          name,
          payload: JSON.stringify(payload ?? null),
          dedupeKey: enqueueOptions.dedupeKey ?? null,
          runAt: (enqueueOptions.runAt ?? at).toISOString(),
          createdAt: at.toISOString(),
        })),
      );
    },
    start() {
      if (started || stopped) return;
      started = true;
      schedulePoll(Math.random() * (pollMs / 2));
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      await pass;
      const grace = new Promise<void>((resolve) =>
        setTimeout(resolve, options.stopGraceMs ?? 25_000).unref(),
      );
      await Promise.race([Promise.all(inFlight.values()), grace]);
      if (!touchedDatabase) return;
      // Whatever still runs past the grace is handed over: its lease ends now.
      const expired = new Date(ctx.now().getTime() - 1).toISOString();
      await Promise.all([
        ctx.schedules.release(ctx.owner, expired),
        ctx.queue.release(ctx.owner, expired),
      ]).catch((error: unknown) => ctx.log.warn({ err: error }, 'job leases not released'));
    },
    async runDue() {
      const runs = await claimAndStart(maxRunning);
      await Promise.all(runs);
      return runs.length;
    },
    overview: () =>
      buildJobsOverview(ctx, { recurring: recurringJobs.values(), queued: handlers.keys() }),
  };
  scheduleHousekeeping(scheduler, ctx);
  return scheduler;
}
