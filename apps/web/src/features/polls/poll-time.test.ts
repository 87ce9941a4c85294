import { describe, expect, it } from 'vitest';
import { isPollExpired, minutesLeftToChange } from './poll-time.ts';

describe('poll time helpers', () => {
  it('counts whole minutes left in the 10-minute window, rounding up, never above 10', () => {
    const until = Date.parse('2026-01-05T10:10:00Z');
    const iso = new Date(until).toISOString();
    expect(minutesLeftToChange(iso, until - 10 * 60_000)).toBe(10);
    expect(minutesLeftToChange(iso, until - 10 * 60_000 - 5_000)).toBe(10);
    expect(minutesLeftToChange(iso, until - 61_000)).toBe(2);
    expect(minutesLeftToChange(iso, until - 1)).toBe(1);
    expect(minutesLeftToChange(iso, until)).toBe(0);
    expect(minutesLeftToChange(iso, until + 60_000)).toBe(0);
  });

  it('treats a poll as expired from its end date on', () => {
    expect(isPollExpired('2026-01-05T10:00:00Z', Date.parse('2026-01-05T09:59:59Z'))).toBe(false);
    expect(isPollExpired('2026-01-05T10:00:00Z', Date.parse('2026-01-05T10:00:00Z'))).toBe(true);
  });
});
