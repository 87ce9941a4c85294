import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJobsWorld, gate } from '../../test/job-harness.ts';

let world: Awaited<ReturnType<typeof createJobsWorld>>;
beforeAll(async () => {
  world = await createJobsWorld();
});
afterAll(() => world.close());
beforeEach(() => {
  world.clock.now = new Date('2026-11-22T10:00:00.000Z');
});

const runsOf = (name: string) =>
  world.db
    .selectFrom('job_runs')
    .select(['status', 'attempt', 'error', 'scheduledFor'])
    .where('name', '=', name)
    .orderBy('id')
    .execute();

const scheduleOf = (name: string) =>
  world.db
    .selectFrom('job_schedules')
    .selectAll()
    .where('name', '=', name)
    .executeTakeFirstOrThrow();

describe('retries', () => {
  it('retries a failing occurrence with exponential back-off, then gives up until the next one', async () => {
    const { scheduler } = await world.instance('retry-a', { retryBaseMs: 10_000 });
    let calls = 0;
    scheduler.recurring({
      name: 'always-fails',
      schedule: { dailyAt: '11:00' }, // 10:00Z in winter
      maxAttempts: 3,
      run: async () => {
        calls++;
        throw new Error('SMTP down');
      },
    });
    world.clock.now = new Date('2026-11-22T09:59:00.000Z');
    await scheduler.runDue(); // adds the row: next 10:00Z
    const tryAt = async (iso: string) => {
      world.clock.now = new Date(iso);
      await scheduler.runDue();
      return calls;
    };
    expect(await tryAt('2026-11-22T10:00:00.000Z')).toBe(1);
    expect(await tryAt('2026-11-22T10:00:09.999Z')).toBe(1); // back-off: 10 s
    expect(await tryAt('2026-11-22T10:00:10.000Z')).toBe(2);
    expect(await tryAt('2026-11-22T10:00:29.999Z')).toBe(2); // then 20 s
    expect(await tryAt('2026-11-22T10:00:30.000Z')).toBe(3);
    expect(await tryAt('2026-11-22T12:00:00.000Z')).toBe(3); // given up
    expect((await runsOf('always-fails')).map((r) => [r.status, r.attempt])).toEqual([
      ['retrying', 1],
      ['retrying', 2],
      ['failed', 3],
    ]);
    const row = await scheduleOf('always-fails');
    expect(row).toMatchObject({
      nextRunAt: '2026-11-23T10:00:00.000Z',
      attempts: 0,
      lastStatus: 'failed',
      lastError: 'Error: SMTP down',
      leaseOwner: null,
    });
    expect(await tryAt('2026-11-23T10:00:00.000Z')).toBe(4); // the next occurrence runs
  });

  it('a one-off job is retried after its back-off and then succeeds, or fails for good', async () => {
    const { scheduler } = await world.instance('retry-q', { retryBaseMs: 5_000 });
    let flakyCalls = 0;
    scheduler.define('flaky', async () => {
      if (++flakyCalls === 1) throw new Error('timeout');
    });
    scheduler.define('broken', async () => Promise.reject(new Error('bad')), { maxAttempts: 2 });
    await scheduler.enqueue('flaky', {});
    await scheduler.enqueue('broken', {});
    await scheduler.runDue();
    world.advance(4_999);
    expect(await scheduler.runDue()).toBe(0);
    world.advance(1);
    expect(await scheduler.runDue()).toBe(2);
    world.advance(60_000);
    expect(await scheduler.runDue()).toBe(0);
    expect(flakyCalls).toBe(2);
    const rows = await world.db
      .selectFrom('job_queue')
      .select(['name', 'status', 'attempts'])
      .where('name', 'in', ['flaky', 'broken'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'broken', status: 'failed', attempts: 2 },
      { name: 'flaky', status: 'done', attempts: 2 },
    ]);
  });

  it('keeps addresses and long numbers out of the stored error text', async () => {
    const { scheduler } = await world.instance('privacy');
    scheduler.define(
      'leaky',
      async () => {
        throw new Error('550 <ana.kovac@example.com> rejected; OIB 12345678901');
      },
      { maxAttempts: 1 },
    );
    await scheduler.enqueue('leaky', { email: 'ana.kovac@example.com' });
    await scheduler.runDue();
    const [run] = await runsOf('leaky');
    expect(run!.error).toBe('Error: 550 <***> rejected; OIB ***');
  });
});

describe('leases', () => {
  it('a crashed instance’s lease expires and another instance takes the occurrence over', async () => {
    const crashing = await world.instance('crashing', { leaseMs: 60_000 });
    const healthy = await world.instance('healthy', { leaseMs: 60_000 });
    const hang = gate();
    let healthyRuns = 0;
    crashing.scheduler.recurring({
      name: 'takeover',
      schedule: { every: 3_600_000 },
      run: () => hang.hold(),
    });
    healthy.scheduler.recurring({
      name: 'takeover',
      schedule: { every: 3_600_000 },
      run: async () => void healthyRuns++,
    });
    world.clock.now = new Date('2026-11-22T10:59:00.000Z');
    await healthy.scheduler.runDue(); // adds the row: next 11:00
    world.clock.now = new Date('2026-11-22T11:00:00.000Z');
    const crashed = crashing.scheduler.runDue();
    await hang.started;
    // While the lease lives, nobody else runs it.
    world.advance(59_000);
    expect(await healthy.scheduler.runDue()).toBe(0);
    world.advance(1_001);
    expect(await healthy.scheduler.runDue()).toBe(1);
    expect(healthyRuns).toBe(1);
    expect((await runsOf('takeover')).map((r) => r.status)).toEqual(['lost', 'succeeded']);
    expect(await scheduleOf('takeover')).toMatchObject({
      nextRunAt: '2026-11-22T12:00:00.000Z',
      leaseOwner: null,
    });
    // The stalled instance comes back: its late finish changes nothing and is reported.
    hang.release();
    await crashed;
    expect(crashing.logged.some((l) => l.msg?.includes('another instance took over'))).toBe(true);
    expect((await scheduleOf('takeover')).nextRunAt).toBe('2026-11-22T12:00:00.000Z');
  });

  it('stop() waits for runs in flight and, past its grace, hands their leases over at once', async () => {
    const leaving = await world.instance('leaving', { stopGraceMs: 0 });
    const staying = await world.instance('staying');
    const hang = gate();
    let stayingRuns = 0;
    leaving.scheduler.define('handover', () => hang.hold());
    staying.scheduler.define('handover', async () => void stayingRuns++);
    await leaving.scheduler.enqueue('handover', { n: 1 });
    const pass = leaving.scheduler.runDue();
    await hang.started;
    expect(await staying.scheduler.runDue()).toBe(0);
    await leaving.scheduler.stop();
    // No clock change: the lease was ended by stop(), not by time.
    expect(await staying.scheduler.runDue()).toBe(1);
    expect(stayingRuns).toBe(1);
    hang.release();
    await pass;
  });

  it('stop() lets a short run finish and leaves no lease behind', async () => {
    const { scheduler } = await world.instance('graceful');
    const hang = gate();
    scheduler.recurring({
      name: 'graceful-job',
      schedule: { every: 60_000 },
      run: () => hang.hold(),
    });
    world.clock.now = new Date('2026-11-22T10:00:30.000Z');
    await scheduler.runDue();
    world.advance(30_000);
    const pass = scheduler.runDue();
    await hang.started;
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    hang.release();
    await stopping;
    // Read before the pass is awaited: stop() itself waited for the run's bookkeeping.
    expect(await scheduleOf('graceful-job')).toMatchObject({
      leaseOwner: null,
      leaseUntil: null,
      lastStatus: 'succeeded',
    });
    await pass;
  });
});

describe('enqueue in a transaction and dedupe keys', () => {
  it('a job queued in a rolled-back transaction does not exist; in a committed one it does', async () => {
    const { scheduler, transactor } = await world.instance('tx');
    scheduler.define('tx-job', async () => {});
    await expect(
      transactor.run(async () => {
        await scheduler.enqueue('tx-job', { n: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const count = () =>
      world.db.selectFrom('job_queue').select('id').where('name', '=', 'tx-job').execute();
    expect(await count()).toHaveLength(0);
    await transactor.run(() => scheduler.enqueue('tx-job', { n: 2 }));
    expect(await count()).toHaveLength(1);
  });

  it('a second job with the same dedupe key is not queued while the first one waits', async () => {
    const { scheduler, transactor } = await world.instance('dedupe');
    const seen: number[] = [];
    scheduler.define('remind', async (payload: { n: number }) => void seen.push(payload.n));
    await scheduler.enqueue('remind', { n: 1 }, { dedupeKey: 'lesson-7' });
    await transactor.run(() => scheduler.enqueue('remind', { n: 2 }, { dedupeKey: 'lesson-7' }));
    await scheduler.enqueue('remind', { n: 3 }, { dedupeKey: 'lesson-8' });
    await scheduler.runDue();
    expect(seen.sort()).toEqual([1, 3]);
    // Once the first has run, the same key may be queued again.
    await scheduler.enqueue('remind', { n: 4 }, { dedupeKey: 'lesson-7' });
    await scheduler.runDue();
    expect(seen.sort()).toEqual([1, 3, 4]);
  });

  it('queues a batch in one go, each once, skipping keys that already wait', async () => {
    const { scheduler } = await world.instance('batch');
    const seen: number[] = [];
    scheduler.define('batch-remind', async (payload: { n: number }) => void seen.push(payload.n));
    await scheduler.enqueue('batch-remind', { n: 1 }, { dedupeKey: 'a' });
    await scheduler.enqueueEach('batch-remind', [
      { payload: { n: 2 }, options: { dedupeKey: 'a' } },
      { payload: { n: 3 }, options: { dedupeKey: 'b' } },
      { payload: { n: 4 }, options: { dedupeKey: 'b' } },
      { payload: { n: 5 } },
    ]);
    await scheduler.enqueueEach('batch-remind', []);
    await scheduler.runDue();
    expect(seen.sort()).toEqual([1, 3, 5]);
  });

  it('refuses a job name nobody handles', async () => {
    const { scheduler } = await world.instance('unknown');
    await expect(scheduler.enqueue('nobody', {})).rejects.toThrow(/no handler/);
  });
});
