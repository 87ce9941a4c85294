import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  eachDay,
  formatTimeOfDay,
  isIsoDate,
  isoWeekday,
  mondayOf,
  parseTimeOfDay,
  schoolDateAt,
} from './calendar-date.ts';

describe('calendar days', () => {
  it('tells real days from look-alikes', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('sutra')).toBe(false);
  });

  it('counts across month ends and the daylight-saving weekends without drifting', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2026-09-01', '2027-06-18')).toBe(290);
    expect(eachDay('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });

  it('names ISO weekdays and the Monday of a week', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('1969-12-31')).toBe('1969-12-29');
  });

  it("reads the school's date in Zagreb, not in UTC", () => {
    expect(schoolDateAt(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(schoolDateAt(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(schoolDateAt(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('reads and writes times of day', () => {
    expect(parseTimeOfDay('14:45')).toBe(885);
    expect(parseTimeOfDay('24:00')).toBeNull();
    expect(parseTimeOfDay('9:00')).toBeNull();
    expect(formatTimeOfDay(885)).toBe('14:45');
    expect(formatTimeOfDay(0)).toBe('00:00');
  });
});
