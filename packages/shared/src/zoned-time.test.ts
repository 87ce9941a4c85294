import { describe, expect, it } from 'vitest';
import { parseLocalDateTime, wallClockAt, wallClockToInstant } from './zoned-time.ts';

describe('wallClockToInstant (Europe/Zagreb)', () => {
  it('reads winter and summer times with their offsets', () => {
    expect(
      wallClockToInstant({ year: 2026, month: 11, day: 25, hour: 18, minute: 0 }).toISOString(),
    ).toBe('2026-11-25T17:00:00.000Z');
    expect(
      wallClockToInstant({ year: 2026, month: 7, day: 1, hour: 9, minute: 30 }).toISOString(),
    ).toBe('2026-07-01T07:30:00.000Z');
  });

  it('moves a time in the spring gap forward by the gap', () => {
    // 29 March 2026: clocks jump from 02:00 to 03:00.
    const t = wallClockToInstant({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 });
    expect(t.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wallClockAt(t)).toMatchObject({ hour: 3, minute: 30 });
  });

  it('takes the first of a time that happens twice in autumn', () => {
    // 25 October 2026: clocks go back from 03:00 to 02:00; 02:30 happens at 00:30Z and 01:30Z.
    const t = wallClockToInstant({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 });
    expect(t.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('parseLocalDateTime', () => {
  it('reads what a datetime-local input sends as school time', () => {
    expect(parseLocalDateTime('2026-11-25T18:00')?.toISOString()).toBe('2026-11-25T17:00:00.000Z');
    expect(parseLocalDateTime('2026-06-01T08:15:30')?.toISOString()).toBe(
      '2026-06-01T06:15:30.000Z',
    );
  });
  it('refuses anything else', () => {
    for (const v of [
      '2026-11-25',
      '2026-13-01T10:00',
      '2026-11-25T24:00',
      'x',
      '2026-11-25T18:00Z',
    ]) {
      expect(parseLocalDateTime(v)).toBeNull();
    }
  });
});
