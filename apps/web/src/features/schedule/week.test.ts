import { describe, expect, it } from 'vitest';
import { dayHeading, weekLabel, weekOf } from './week.ts';

describe('week helpers', () => {
  it('finds the week of the asked day, or of today when the day is not a date', () => {
    expect(weekOf('2026-12-03', '2026-11-25')).toEqual({
      day: '2026-12-03',
      monday: '2026-11-30',
      sunday: '2026-12-06',
    });
    expect(weekOf('sutra', '2026-11-25').monday).toBe('2026-11-23');
  });
  it('labels days and weeks in Croatian', () => {
    expect(dayHeading('2026-12-01', 2)).toBe('Utorak, 1.12.');
    expect(weekLabel('2026-11-30', '2026-12-06')).toBe('30.11. – 6.12.2026.');
  });
});
