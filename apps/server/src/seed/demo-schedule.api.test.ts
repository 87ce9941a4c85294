import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@takt/shared/calendar-date';
import { loginAs, bearer } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoData } from './demo-seed.ts';

/** The demo timetable, seeded on a Wednesday in November, as the demo students see it. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-25T09:00:00.000Z');
  await seedDemoData(t.app);
});
afterAll(() => t.close());

const get = async (username: string, url: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url,
      headers: bearer(await loginAs(t.app, username, 'demo1234')),
    })
  ).json();

describe('the demo timetable', () => {
  it("gives 'ucenik' weekly lessons, a theory group, a cancelled lesson and a make-up to book", async () => {
    const weeks = await get(
      'ucenik',
      `/api/schedule?from=2026-11-23&to=${addDays('2026-11-23', 20)}`,
    );
    const titles = new Set(weeks.occurrences.map((o: { title: string }) => o.title));
    expect(titles).toEqual(new Set(['Gitara', 'Solfeggio']));
    expect(weeks.occurrences.some((o: { status: string }) => o.status === 'cancelled')).toBe(true);
    const makeups = await get('ucenik', '/api/schedule/makeups');
    expect(makeups.credits[0]).toMatchObject({ status: 'available' });
    expect(makeups.slots).toHaveLength(1);
    const past = await get('ucenik', '/api/schedule?from=2026-11-09&to=2026-11-22');
    expect(past.occurrences.some((o: { attendance: unknown[] }) => o.attendance.length > 0)).toBe(
      true,
    );
  });

  it("gives 'ucenik.mali' A- and B-week lessons, one of them moved", async () => {
    const weeks = await get('ucenik.mali', '/api/schedule?from=2026-11-23&to=2026-12-20');
    const letters = new Set(weeks.occurrences.map((o: { week: string }) => o.week));
    expect(letters).toEqual(new Set(['A', 'B']));
    expect(weeks.occurrences.some((o: { status: string }) => o.status === 'moved')).toBe(true);
  });

  it('gives the other school its own rooms', async () => {
    const rooms = await get('admin2', '/api/classrooms');
    expect(rooms.classrooms.map((c: { name: string }) => c.name)).toEqual([
      'Dvorana A',
      'Učionica 2',
    ]);
  });
});
