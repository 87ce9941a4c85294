import { describe, expect, it } from 'vitest';
import {
  instalmentPeriod,
  isPeriod,
  novemberOfSchoolYear,
  parsePeriod,
  periodDigits,
  periodLabel,
  schoolYearOf,
} from './invoice-periods.ts';

describe('invoice periods', () => {
  it('reads months and instalments, and nothing else', () => {
    expect(parsePeriod('2026-11')).toEqual({ kind: 'month', year: 2026, month: 11 });
    expect(parsePeriod('2026-R1')).toEqual({ kind: 'instalment', schoolYear: 2026, number: 1 });
    expect(parsePeriod(instalmentPeriod(2026, 12))).toMatchObject({ number: 12 });
    for (const bad of ['2026-13', '2026-00', '2026-R0', '2026-R13', '2026-r1', 'R1', '']) {
      expect(isPeriod(bad)).toBe(false);
    }
  });

  it('labels them in Croatian', () => {
    expect(periodLabel('2026-11')).toBe('studeni 2026.');
    expect(periodLabel('2026-11', true)).toBe('Studeni 2026.');
    expect(periodLabel('2026-R2')).toBe('2. rata šk. god. 2026./2027.');
  });

  it('gives months and instalments digits that never collide', () => {
    expect(periodDigits('2026-11')).toBe('202611');
    expect(periodDigits('2026-R1')).toBe('2026901');
    expect(periodDigits('2026-R10')).toBe('2026910');
    const all = [
      ...Array.from({ length: 12 }, (_, m) =>
        periodDigits(`2026-${String(m + 1).padStart(2, '0')}`),
      ),
      ...Array.from({ length: 12 }, (_, n) => periodDigits(`2026-R${n + 1}`)),
    ];
    expect(new Set(all).size).toBe(24);
  });

  it('starts the school year in September', () => {
    expect(schoolYearOf('2026-09-01')).toBe(2026);
    expect(schoolYearOf('2027-08-31')).toBe(2026);
    expect(novemberOfSchoolYear('2027-03-15')).toBe('2026-11');
    expect(novemberOfSchoolYear('2026-11-27')).toBe('2026-11');
  });
});
