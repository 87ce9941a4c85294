import type { JobLog } from './lease.ts';
import type { JobQueueRepository } from './job-queue.repository.ts';
import type { JobRunRepository } from './job-run.repository.ts';
import type { JobScheduleRepository } from './job-schedule.repository.ts';

/** What the recurring and the one-off runners share: this instance's name, clock and tables. */
export interface RunnerContext {
  owner: string;
  now: () => Date;
  log: JobLog;
  leaseMs: number;
  retryBaseMs: number;
  schedules: JobScheduleRepository;
  queue: JobQueueRepository;
  runs: JobRunRepository;
}

/** A run this instance has claimed, ready to start; `key` keeps it from being started twice. */
export interface ClaimedRun {
  key: string;
  run(): Promise<void>;
}

export const DEFAULT_MAX_ATTEMPTS = 3;

export function leaseEnd(ctx: RunnerContext, from: Date = ctx.now()): string {
  return new Date(from.getTime() + ctx.leaseMs).toISOString();
}

export const LOST_RUN_ERROR = 'the instance running it stopped before it finished';
export const ATTEMPTS_USED_ERROR = 'given up: every attempt was used';
