import type { JobRunStatus } from '@takt/shared/schemas/jobs';
import { isUniqueViolation } from '../db/unit-of-work.ts';
import { describeJobError } from './job-error.ts';
import type { QueuedRow } from './job-queue.repository.ts';
import { keepLease } from './lease.ts';
import {
  ATTEMPTS_USED_ERROR,
  type ClaimedRun,
  leaseEnd,
  LOST_RUN_ERROR,
  type RunnerContext,
} from './runner-context.ts';
import { retryDelayMs } from './schedule.ts';

export interface QueuedHandler {
  handler: (payload: unknown) => Promise<void>;
  maxAttempts: number;
}

/**
 * One-off jobs: due rows are claimed one by one by compare-and-set, run under a renewed lease,
 * then marked done, put back with back-off, or failed once every attempt is used.
 */
export function createQueuedRunner(ctx: RunnerContext, handlers: Map<string, QueuedHandler>) {
  async function runJob(row: QueuedRow, attempt: number) {
    const { handler, maxAttempts } = handlers.get(row.name)!;
    const startedAt = ctx.now();
    let error: string | null = attempt > maxAttempts ? ATTEMPTS_USED_ERROR : null;
    if (error === null) {
      const lease = keepLease(
        () => ctx.queue.renew(row.id, ctx.owner, leaseEnd(ctx)),
        ctx.leaseMs,
        (reason, err) => ctx.log.warn({ job: row.name, reason, err }, 'job lease not renewed'),
      );
      try {
        await handler(JSON.parse(row.payload));
      } catch (err) {
        error = describeJobError(err);
      } finally {
        lease.stop();
      }
    }
    const finishedAt = ctx.now();
    const at = finishedAt.toISOString();
    let status: JobRunStatus = error === null ? 'succeeded' : 'failed';
    let kept: boolean;
    if (error !== null && attempt < maxAttempts) {
      status = 'retrying';
      const retryAt = new Date(finishedAt.getTime() + retryDelayMs(attempt, ctx.retryBaseMs));
      kept = await ctx.queue
        .retryLater(row.id, ctx.owner, retryAt.toISOString(), error)
        .catch(async (err: unknown) => {
          if (!isUniqueViolation(err)) throw err;
          // The same job was queued again meanwhile; that one does the work.
          status = 'failed';
          return ctx.queue.finish(row.id, ctx.owner, { status: 'failed', at, error });
        });
    } else {
      kept = await ctx.queue.finish(row.id, ctx.owner, {
        status: error === null ? 'done' : 'failed',
        at,
        error,
      });
    }
    if (!kept)
      ctx.log.warn({ job: row.name }, 'job ran past its lease; another instance took over');
    await ctx.runs.record({
      name: row.name,
      kind: 'queued',
      scheduledFor: row.runAt,
      attempt,
      startedAt: startedAt.toISOString(),
      finishedAt: at,
      status,
      error,
    });
    if (error !== null) ctx.log.error({ job: row.name, attempt, status, error }, 'job failed');
  }

  return {
    /** Claims up to `limit` due one-off jobs whose handler this instance knows. */
    async claim(busy: ReadonlySet<string>, limit: number): Promise<ClaimedRun[]> {
      if (limit <= 0) return [];
      const at = ctx.now();
      const iso = at.toISOString();
      const claimed: ClaimedRun[] = [];
      for (const row of await ctx.queue.due([...handlers.keys()], iso, limit)) {
        const key = `queued:${row.id}`;
        if (busy.has(key)) continue;
        if (!(await ctx.queue.claim(row.id, ctx.owner, leaseEnd(ctx, at), iso))) continue;
        if (row.status === 'running') {
          await ctx.runs.record({
            name: row.name,
            kind: 'queued',
            scheduledFor: row.runAt,
            attempt: row.attempts,
            startedAt: null,
            finishedAt: iso,
            status: 'lost',
            error: LOST_RUN_ERROR,
          });
        }
        claimed.push({ key, run: () => runJob(row, row.attempts + 1) });
      }
      return claimed;
    },
  };
}
