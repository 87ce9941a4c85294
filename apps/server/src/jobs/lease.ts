/** The few log levels the scheduler uses (Fastify's logger fits). */
export interface JobLog {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * Keeps a lease alive while a run lasts: renewed every third of its length, so a slow run is not
 * taken over by another instance, while a crashed instance's lease runs out soon.
 */
export function keepLease(
  renew: () => Promise<boolean>,
  leaseMs: number,
  onProblem: (reason: 'lost' | 'error', error?: unknown) => void,
): { stop(): void } {
  const timer = setInterval(
    () => {
      renew().then(
        (held) => held || onProblem('lost'),
        (error: unknown) => onProblem('error', error),
      );
    },
    Math.max(1000, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
