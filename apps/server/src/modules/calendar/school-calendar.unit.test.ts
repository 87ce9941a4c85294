import { describe, expect, it } from 'vitest';
import { createSchoolCalendar, letterOfWeek } from './school-calendar.ts';

const year = {
  id: 1,
  name: '2026./2027.',
  startDate: '2026-09-07',
  endDate: '2027-06-18',
  abReferenceMonday: '2026-09-07',
  days: [
    {
      id: 1,
      startDate: '2026-12-24',
      endDate: '2027-01-08',
      kind: 'school_holiday' as const,
      name: 'Zimski odmor',
    },
    {
      id: 2,
      startDate: '2026-11-18',
      endDate: '2026-11-18',
      kind: 'public_holiday' as const,
      name: 'Dan sjećanja',
    },
  ],
};

describe('the school calendar in memory', () => {
  const calendar = createSchoolCalendar([year]);

  it('alternates A and B by calendar weeks, across holidays and the DST weekend', () => {
    expect(letterOfWeek('2026-09-07', '2026-09-13')).toBe('A');
    expect(letterOfWeek('2026-09-07', '2026-09-14')).toBe('B');
    // 25 October 2026 is the autumn DST change: Monday 26 October is 7 weeks on (B).
    expect(calendar.weekLetter('2026-10-26')).toBe('B');
    expect(calendar.weekLetter('2026-11-02')).toBe('A');
    // Through the winter break the weeks keep counting.
    expect(calendar.weekLetter('2027-01-11')).toBe('A');
    expect(calendar.weekLetter('2026-09-06')).toBeNull();
  });

  it('knows which days are taught', () => {
    expect(calendar.isTeachingDay('2026-11-17')).toBe(true);
    expect(calendar.isTeachingDay('2026-11-18')).toBe(false);
    expect(calendar.isTeachingDay('2026-12-24')).toBe(false);
    expect(calendar.isTeachingDay('2027-01-08')).toBe(false);
    expect(calendar.isTeachingDay('2027-01-09')).toBe(true); // a Saturday
    expect(calendar.isTeachingDay('2027-01-10')).toBe(false); // a Sunday
    expect(calendar.isTeachingDay('2027-06-19')).toBe(false); // after the year
    expect(calendar.dayInfo('2027-01-02')).toEqual({
      date: '2027-01-02',
      week: 'A',
      teaching: false,
      offDay: { name: 'Zimski odmor', kind: 'school_holiday' },
    });
  });
});
