import type { JobsOverview } from '@takt/shared/schemas/jobs';

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * The one way to run work in the background. Wall-clock schedules are in the school's zone
 * (Europe/Zagreb); each occurrence runs once even with several instances.
 */
export type Schedule =
  /**
   * Every so many milliseconds (at least 1000), on multiples of the interval: `every: 60_000`
   * runs at the start of each wall-clock minute, `every: 3_600_000` on the hour.
   */
  | { every: number }
  /** Each day (or each of `days`) at this wall-clock time, 'HH:MM' in Europe/Zagreb. */
  | { dailyAt: string; days?: Weekday[] };

export interface RecurringJob {
  name: string;
  schedule: Schedule;
  run(): Promise<void>;
  /** Tries of one occurrence before it is given up (with back-off between them); default 3. */
  maxAttempts?: number;
}

export interface EnqueueOptions {
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** A second job with the same name and key is not queued while the first one waits. */
  dedupeKey?: string;
}

export interface JobScheduler {
  recurring(job: RecurringJob): void;
  /** The handler of one-off jobs of this name. */
  define<P>(
    name: string,
    handler: (payload: P) => Promise<void>,
    options?: { maxAttempts?: number },
  ): void;
  /** Queues a one-off job; inside a transaction it exists exactly when the change commits. */
  enqueue<P>(name: string, payload: P, options?: EnqueueOptions): Promise<void>;
  /** Queues several jobs of one name in one statement (one per member of a group, say). */
  enqueueEach<P>(
    name: string,
    jobs: readonly { payload: P; options?: EnqueueOptions }[],
  ): Promise<void>;
  /** Polls the database for due work until `stop()`. */
  start(): void;
  /** Stops taking work, waits for runs in flight and releases what this instance holds. */
  stop(): Promise<void>;
  /**
   * One pass without timers: claims what is due at `now()` and waits for those runs (tests and
   * the CLI drive time this way). Answers how many runs it made.
   */
  runDue(): Promise<number>;
  /** Every job's schedule, last run and failures, as admins read it (no payloads). */
  overview(): Promise<JobsOverview>;
}
