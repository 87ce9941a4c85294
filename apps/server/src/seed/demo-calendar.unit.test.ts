import { describe, expect, it } from 'vitest';
import { demoSchoolYear } from './demo-calendar.ts';

describe('the demo school year', () => {
  it('is the one running, or from July the one about to start', () => {
    expect(demoSchoolYear(new Date('2026-11-25T10:00:00Z'))).toEqual({
      startDate: '2026-09-07',
      endDate: '2027-06-18',
    });
    expect(demoSchoolYear(new Date('2027-03-01T10:00:00Z')).startDate).toBe('2026-09-07');
    expect(demoSchoolYear(new Date('2027-07-01T10:00:00Z'))).toEqual({
      startDate: '2027-09-06',
      endDate: '2028-06-16',
    });
  });
});
