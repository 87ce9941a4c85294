import { describe, expect, it } from 'vitest';
import type { Schedule } from './job-scheduler.ts';
import { assertValidSchedule, nextOccurrence, retryDelayMs, scheduleKey } from './schedule.ts';

const next = (schedule: Schedule, after: string) =>
  nextOccurrence(schedule, new Date(after)).toISOString();

describe('every', () => {
  it('falls on multiples of the interval, strictly after the given moment', () => {
    expect(next({ every: 15_000 }, '2026-11-22T10:00:07.000Z')).toBe('2026-11-22T10:00:15.000Z');
    expect(next({ every: 15_000 }, '2026-11-22T10:00:15.000Z')).toBe('2026-11-22T10:00:30.000Z');
  });

  it('every minute starts on the wall-clock minute, every hour on the hour, also across DST', () => {
    expect(next({ every: 60_000 }, '2026-03-29T00:59:59.500Z')).toBe('2026-03-29T01:00:00.000Z');
    // 01:00Z is 03:00 in Zagreb right after the spring change: still on the hour locally.
    expect(next({ every: 3_600_000 }, '2026-03-29T00:30:00.000Z')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('after downtime the next occurrence is the one after now (no catch-up)', () => {
    expect(next({ every: 60_000 }, '2026-11-22T13:42:10.000Z')).toBe('2026-11-22T13:43:00.000Z');
  });
});

describe('dailyAt in Europe/Zagreb', () => {
  it('is the wall-clock time of today when it is still ahead, else of tomorrow', () => {
    // 09:00 in Zagreb in winter is 08:00Z.
    expect(next({ dailyAt: '09:00' }, '2026-11-22T07:59:00.000Z')).toBe('2026-11-22T08:00:00.000Z');
    expect(next({ dailyAt: '09:00' }, '2026-11-22T08:00:00.000Z')).toBe('2026-11-23T08:00:00.000Z');
    // In summer the same wall-clock time is 07:00Z.
    expect(next({ dailyAt: '09:00' }, '2026-07-01T00:00:00.000Z')).toBe('2026-07-01T07:00:00.000Z');
  });

  it('a time in the spring gap runs once, moved forward by the gap (02:30 → 03:30)', () => {
    const spring = next({ dailyAt: '02:30' }, '2026-03-28T23:00:00.000Z');
    expect(spring).toBe('2026-03-29T01:30:00.000Z'); // 03:30 CEST
    expect(next({ dailyAt: '02:30' }, spring)).toBe('2026-03-30T00:30:00.000Z'); // 02:30 CEST
  });

  it('a time in the autumn overlap runs once, at its first occurrence', () => {
    const autumn = next({ dailyAt: '02:30' }, '2026-10-24T23:00:00.000Z');
    expect(autumn).toBe('2026-10-25T00:30:00.000Z'); // 02:30 CEST, before the clocks go back
    // Neither right after it nor during the repeated hour (02:15 CET = 01:15Z) does it come again.
    expect(next({ dailyAt: '02:30' }, autumn)).toBe('2026-10-26T01:30:00.000Z');
    expect(next({ dailyAt: '02:30' }, '2026-10-25T01:15:00.000Z')).toBe('2026-10-26T01:30:00.000Z');
  });

  it('with days, only on those ISO weekdays (a weekly job)', () => {
    // 2026-11-22 is a Sunday; the next Monday is the 23rd, the next Wednesday the 25th.
    const weekly: Schedule = { dailyAt: '07:00', days: [1] };
    expect(next(weekly, '2026-11-22T12:00:00.000Z')).toBe('2026-11-23T06:00:00.000Z');
    expect(next(weekly, '2026-11-23T06:00:00.000Z')).toBe('2026-11-30T06:00:00.000Z');
    expect(next({ dailyAt: '07:00', days: [3, 7] }, '2026-11-22T12:00:00.000Z')).toBe(
      '2026-11-25T06:00:00.000Z',
    );
  });
});

describe('validation, back-off and the stored key', () => {
  it('refuses schedules no job could keep', () => {
    expect(() => assertValidSchedule('x', { every: 10 })).toThrow(/at least 1000/);
    expect(() => assertValidSchedule('x', { dailyAt: '24:00' })).toThrow(/HH:MM/);
    expect(() => assertValidSchedule('x', { dailyAt: '7:00' })).toThrow(/HH:MM/);
    expect(() => assertValidSchedule('x', { dailyAt: '07:00', days: [] })).toThrow(/weekdays/);
    expect(() => assertValidSchedule('x', { dailyAt: '07:00', days: [1, 7] })).not.toThrow();
  });

  it('backs off exponentially up to a cap', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 10_000))).toEqual([
      10_000, 20_000, 40_000, 80_000,
    ]);
    expect(retryDelayMs(30, 10_000)).toBe(3_600_000);
  });

  it('stores the same key for the same schedule whatever the order of its days', () => {
    expect(scheduleKey({ dailyAt: '07:00', days: [3, 1] })).toBe(
      scheduleKey({ dailyAt: '07:00', days: [1, 3] }),
    );
    expect(scheduleKey({ every: 60_000 })).toBe('{"every":60000}');
  });
});
