import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeWorldPerFile } from '../../../test/home-factories.ts';
import { buildTimetableWorld, call as callAs, lesson } from '../../../test/schedule-world.ts';

/** The secret calendar feed, read by a real iCalendar parser (ical.js). */

const ctx = homeWorldPerFile(new Date('2026-11-22T10:00:00.000Z'));
const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer R] ? R : never) =>
  callAs(ctx, ...args);

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone')!;
  ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  return { calendar, zone, events };
}

let klavir: number;
beforeAll(async () => {
  const { room3 } = await buildTimetableWorld(ctx);
  const res = await call(
    'mentor',
    'POST',
    '/api/schedule/series',
    lesson({
      studentIds: [ctx.w.users.student.id],
      classroomId: room3,
    }),
  );
  klavir = res.json().series.id;
});

describe('the calendar feed', () => {
  let url: string;

  it('gives each person a secret address with their lessons as valid iCalendar', async () => {
    expect((await call('student', 'GET', '/api/calendar/token')).json().url).toBeNull();
    const made = await call('student', 'POST', '/api/calendar/token');
    expect(made.statusCode).toBe(200);
    url = made.json().url;
    expect(url).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await call('student', 'GET', '/api/calendar/token')).json().url).toBe(url);

    const feed = await ctx.t.app.inject({ method: 'GET', url });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const { calendar, zone, events } = parse(feed.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/Zagreb');
    // From a month back (the series began later) to the end of the school year.
    const days = events.map((e) => e.startDate.toString().slice(0, 10));
    expect(days[0]).toBe('2026-11-24');
    expect(days.at(-1)).toBe('2027-06-15');
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    const first = events[0]!;
    expect(first.uid).toBe(`${klavir}-20261124@takt-${ctx.w.schoolA}`);
    expect(first.summary).toBe('Klavir');
    expect(first.location).toBe('Učionica 3');
    expect(first.startDate.toJSDate().toISOString()).toBe('2026-11-24T13:00:00.000Z');
    // Across the spring change the lesson stays at 14:00 on the wall clock.
    const spring = events.find((e) => e.startDate.toString().startsWith('2027-03-30'))!;
    expect(spring.startDate.toJSDate().toISOString()).toBe('2027-03-30T12:00:00.000Z');
  });

  it('marks a cancelled lesson CANCELLED and bumps its SEQUENCE', async () => {
    const key = `${klavir}-20261201`;
    await call('mentor', 'POST', `/api/schedule/occurrences/${key}/cancel`, { reason: 'Bolest' });
    const { events } = parse((await ctx.t.app.inject({ method: 'GET', url })).body);
    const cancelled = events.find((e) => e.uid.startsWith(`${key}@`))!;
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.sequence).toBe(1);
    const other = events.find((e) => e.uid.startsWith(`${klavir}-20261208@`))!;
    expect(other.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(other.sequence).toBe(0);
  });

  it('stops the old address at once when regenerated', async () => {
    const fresh = (await call('student', 'POST', '/api/calendar/token')).json().url;
    expect(fresh).not.toBe(url);
    expect((await ctx.t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await ctx.t.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: '/api/calendar/kratko.ics' })).statusCode,
    ).toBe(400);
  });
});
