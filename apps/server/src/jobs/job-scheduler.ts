/**
 * The one way to run work in the background. Wall-clock schedules are in the school's zone
 * (Europe/Zagreb); each occurrence runs once even with several instances.
 */
export type Schedule =
  /** Every so many milliseconds (the outbox, cleanups). */
  | { every: number }
  /** Each day at this wall-clock time, 'HH:MM' in Europe/Zagreb. */
  | { dailyAt: string };

export interface RecurringJob {
  name: string;
  schedule: Schedule;
  run(): Promise<void>;
  /** Tries of one occurrence before it is given up (with back-off between them). */
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
  start(): void;
  /** Stops taking work, waits for runs in flight and releases what this instance holds. */
  stop(): Promise<void>;
}
