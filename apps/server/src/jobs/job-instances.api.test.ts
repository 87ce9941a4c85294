import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobsWorld } from '../../test/job-harness.ts';

let world: Awaited<ReturnType<typeof createJobsWorld>>;
beforeAll(async () => {
  world = await createJobsWorld();
});
afterAll(() => world.close());

const runsOf = (name: string) =>
  world.db
    .selectFrom('job_runs')
    .select(['scheduledFor', 'status', 'attempt'])
    .where('name', '=', name)
    .orderBy('id')
    .execute();

describe('two instances over one database', () => {
  it('run each occurrence of a frequent job exactly once over many ticks', async () => {
    const a = await world.instance('instance-a');
    const b = await world.instance('instance-b');
    const ranAt: string[] = [];
    const job = {
      name: 'every-second',
      schedule: { every: 1000 },
      run: async () => void ranAt.push(world.clock.now.toISOString()),
    };
    a.scheduler.recurring(job);
    b.scheduler.recurring(job);
    world.clock.now = new Date('2026-11-22T10:00:00.100Z');
    // 120 passes of each instance, racing, over 30 seconds of the test's clock.
    for (let tick = 0; tick < 120; tick++) {
      world.advance(250);
      await Promise.all([a.scheduler.runDue(), b.scheduler.runDue()]);
    }
    const runs = await runsOf('every-second');
    const occurrences = runs.map((r) => r.scheduledFor);
    expect(new Set(occurrences).size).toBe(occurrences.length);
    expect(runs).toHaveLength(30);
    expect(ranAt).toHaveLength(30);
    expect(runs.every((r) => r.status === 'succeeded' && r.attempt === 1)).toBe(true);
  });

  it('run a one-off job once, and each of many queued jobs once', async () => {
    const a = await world.instance('queue-a');
    const b = await world.instance('queue-b');
    const done: number[] = [];
    const handler = async (payload: { n: number }) => void done.push(payload.n);
    a.scheduler.define('count', handler);
    b.scheduler.define('count', handler);
    for (let n = 0; n < 40; n++) await a.scheduler.enqueue('count', { n });
    for (let pass = 0; pass < 5; pass++) {
      await Promise.all([a.scheduler.runDue(), b.scheduler.runDue()]);
    }
    expect(done.sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
    const rows = await world.db
      .selectFrom('job_queue')
      .select(['status', 'attempts'])
      .where('name', '=', 'count')
      .execute();
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('a job queued for later waits for its time', async () => {
    const a = await world.instance('later-a');
    const seen: string[] = [];
    a.scheduler.define('later', async (payload: string) => void seen.push(payload));
    await a.scheduler.enqueue('later', 'x', {
      runAt: new Date(world.clock.now.getTime() + 60_000),
    });
    await a.scheduler.runDue();
    expect(seen).toEqual([]);
    world.advance(60_000);
    expect(await a.scheduler.runDue()).toBe(1);
    expect(seen).toEqual(['x']);
  });

  it('after downtime a missed occurrence runs once, not once per missed interval', async () => {
    const a = await world.instance('downtime-a');
    let calls = 0;
    a.scheduler.recurring({
      name: 'every-minute',
      schedule: { every: 60_000 },
      run: async () => void calls++,
    });
    world.clock.now = new Date('2026-11-22T12:00:30.000Z');
    await a.scheduler.runDue(); // adds the row: next occurrence 12:01
    world.advance(3 * 60 * 60 * 1000); // three hours down
    await a.scheduler.runDue();
    await a.scheduler.runDue();
    expect(calls).toBe(1);
    const row = await world.db
      .selectFrom('job_schedules')
      .select('nextRunAt')
      .where('name', '=', 'every-minute')
      .executeTakeFirstOrThrow();
    expect(row.nextRunAt).toBe('2026-11-22T15:01:00.000Z');
  });

  it('start() polls by itself until stop()', async () => {
    const a = await world.instance('polling-a', { pollMs: 10 });
    let ran: () => void = () => {};
    const done = new Promise<void>((resolve) => (ran = resolve));
    a.scheduler.define('polled', async () => ran());
    a.scheduler.start();
    await a.scheduler.enqueue('polled', {});
    await done;
    await a.scheduler.stop();
    const [row] = await world.db
      .selectFrom('job_queue')
      .select(['status', 'leaseOwner'])
      .where('name', '=', 'polled')
      .execute();
    expect(row).toEqual({ status: 'done', leaseOwner: null });
  });

  it('a started instance drains a long queue without waiting for its poll, a few at a time', async () => {
    // Polls 4 s apart and 4 places: by the polls alone 48 jobs would take 40 s and more.
    const a = await world.instance('draining-a', { pollMs: 4000, maxRunning: 4 });
    let running = 0;
    let mostAtOnce = 0;
    let finished = 0;
    let allDone: () => void = () => {};
    const done = new Promise<void>((resolve) => (allDone = resolve));
    a.scheduler.define('drain', async () => {
      mostAtOnce = Math.max(mostAtOnce, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (++finished === 48) allDone();
    });
    for (let n = 0; n < 48; n++) await a.scheduler.enqueue('drain', { n });
    a.scheduler.start();
    await done;
    await a.scheduler.stop();
    expect(mostAtOnce).toBeLessThanOrEqual(4);
    const rows = await world.db
      .selectFrom('job_queue')
      .select('status')
      .where('name', '=', 'drain')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(Array(48).fill('done'));
  }, 15_000);
});
