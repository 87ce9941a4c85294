import { describe, expect, it } from 'vitest';
import { ageInYears, isMinor, isValidIsoDate, schoolToday } from './age.ts';

describe('dates and age in Europe/Zagreb', () => {
  it('accepts only real calendar days', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidIsoDate('2023-13-01')).toBe(false);
    expect(isValidIsoDate('1.2.2010')).toBe(false);
  });
  it('takes today from Zagreb, not UTC', () => {
    expect(schoolToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(schoolToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(schoolToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
  it('counts whole years, turning 18 on the birthday', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(ageInYears('2008-11-22', now)).toBe(18);
    expect(ageInYears('2008-11-23', now)).toBe(17);
    expect(isMinor('2008-11-23', now)).toBe(true);
    expect(isMinor('2008-11-22', now)).toBe(false);
    expect(ageInYears('not-a-date', now)).toBeNull();
  });
});
