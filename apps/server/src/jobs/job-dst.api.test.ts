import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClockAt } from '@takt/shared/zoned-time';
import { createJobsWorld } from '../../test/job-harness.ts';

let world: Awaited<ReturnType<typeof createJobsWorld>>;
beforeAll(async () => {
  world = await createJobsWorld();
});
afterAll(() => world.close());

const FIVE_MINUTES = 5 * 60 * 1000;

/** Polls every five minutes of the test's clock from `from` to `to`; answers when the job ran. */
async function runThrough(name: string, dailyAt: string, from: string, to: string) {
  const { scheduler } = await world.instance(`dst-${name}`);
  const ranAt: Date[] = [];
  scheduler.recurring({
    name,
    schedule: { dailyAt },
    run: async () => void ranAt.push(world.clock.now),
  });
  world.clock.now = new Date(from);
  while (world.clock.now < new Date(to)) {
    await scheduler.runDue();
    world.advance(FIVE_MINUTES);
  }
  return ranAt.map((at) => {
    const wall = wallClockAt(at);
    const local = `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
    return { utc: at.toISOString(), local };
  });
}

describe('daily jobs across the daylight-saving changes in Europe/Zagreb', () => {
  it('a job at 02:30 on the spring-forward day runs once, at 03:30', async () => {
    // 29 March 2026: clocks jump from 02:00 to 03:00, so 02:30 does not exist.
    const runs = await runThrough(
      'spring-0230',
      '02:30',
      '2026-03-28T12:00:00.000Z',
      '2026-03-29T12:00:00.000Z',
    );
    expect(runs).toEqual([{ utc: '2026-03-29T01:30:00.000Z', local: '03:30' }]);
  });

  it('a job at 02:30 on the fall-back day runs once, not in both 02:30 hours', async () => {
    // 25 October 2026: clocks go back from 03:00 to 02:00, so 02:30 happens twice.
    const runs = await runThrough(
      'autumn-0230',
      '02:30',
      '2026-10-24T12:00:00.000Z',
      '2026-10-25T12:00:00.000Z',
    );
    expect(runs).toEqual([{ utc: '2026-10-25T00:30:00.000Z', local: '02:30' }]);
  });

  it('a job outside the changed hours keeps its wall-clock time on both sides of a change', async () => {
    const runs = await runThrough(
      'morning-0700',
      '07:00',
      '2026-10-24T12:00:00.000Z',
      '2026-10-26T12:00:00.000Z',
    );
    expect(runs).toEqual([
      { utc: '2026-10-25T06:00:00.000Z', local: '07:00' },
      { utc: '2026-10-26T06:00:00.000Z', local: '07:00' },
    ]);
  });
});
