export interface IntervalJob {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

export interface JobRunner {
  start(): void;
  /** Stops scheduling and waits for runs in flight, for a graceful shutdown. */
  stop(): Promise<void>;
}

/**
 * The embedded background-job runner: each job on its own timer, never overlapping itself, errors
 * logged and retried at the next tick. State lives in the database, so any instance may run jobs.
 */
export function createIntervalRunner(
  jobs: IntervalJob[],
  log: (msg: string, err?: unknown) => void,
): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  const busy = new Set<string>();
  let stopped = false;

  const tick = (job: IntervalJob) => {
    if (stopped || busy.has(job.name)) return;
    busy.add(job.name);
    const run = job
      .run()
      .catch((err: unknown) => log(`job ${job.name} failed`, err))
      .finally(() => {
        busy.delete(job.name);
        running.delete(run);
      });
    running.add(run);
  };

  return {
    start() {
      for (const job of jobs) {
        const timer = setInterval(() => tick(job), job.everyMs);
        timer.unref();
        timers.push(timer);
        tick(job);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all([...running]);
    },
  };
}
