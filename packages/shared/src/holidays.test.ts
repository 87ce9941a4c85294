import { describe, expect, it } from 'vitest';
import { isoWeekday } from './calendar-date.ts';
import { croatianPublicHolidays, croatianPublicHolidaysBetween, easterSunday } from './holidays.ts';

describe('easterSunday', () => {
  it.each([
    [1818, '1818-03-22'], // the earliest possible date
    [1943, '1943-04-25'], // the latest possible date
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('finds Easter %i on %s, a Sunday', (year, date) => {
    expect(easterSunday(year)).toBe(date);
    expect(isoWeekday(date)).toBe(7);
  });
});

describe('croatianPublicHolidays', () => {
  it('lists the fourteen holidays of 2026 in date order, the movable ones from Easter', () => {
    const holidays = croatianPublicHolidays(2026);
    expect(holidays).toHaveLength(14);
    expect(holidays.map((h) => h.date)).toEqual([...holidays.map((h) => h.date)].sort());
    const byName = Object.fromEntries(holidays.map((h) => [h.name, h.date]));
    expect(byName['Uskrs']).toBe('2026-04-05');
    expect(byName['Uskrsni ponedjeljak']).toBe('2026-04-06');
    expect(byName['Tijelovo']).toBe('2026-06-04');
    expect(byName['Dan državnosti']).toBe('2026-05-30');
    expect(byName['Svi sveti']).toBe('2026-11-01');
  });

  it('puts Easter Monday on a Monday and Corpus Christi on a Thursday in any year', () => {
    for (let year = 1990; year <= 2100; year++) {
      const holidays = croatianPublicHolidays(year);
      const monday = holidays.find((h) => h.name === 'Uskrsni ponedjeljak')!;
      const corpus = holidays.find((h) => h.name === 'Tijelovo')!;
      expect(isoWeekday(monday.date)).toBe(1);
      expect(isoWeekday(corpus.date)).toBe(4);
    }
    expect(croatianPublicHolidays(2027).find((h) => h.name === 'Tijelovo')?.date).toBe(
      '2027-05-27',
    );
  });

  it('uses the list in force before 2020 for earlier years', () => {
    const names = croatianPublicHolidays(2019).map((h) => `${h.date} ${h.name}`);
    expect(names).toContain('2019-06-25 Dan državnosti');
    expect(names).toContain('2019-10-08 Dan neovisnosti');
    expect(names.some((n) => n.startsWith('2019-11-18'))).toBe(false);
  });

  it('collects a school year across two calendar years', () => {
    const dates = croatianPublicHolidaysBetween('2026-09-01', '2027-06-18').map((h) => h.date);
    expect(dates[0]).toBe('2026-11-01');
    expect(dates).toContain('2027-03-29'); // Easter Monday 2027
    expect(dates).toContain('2027-05-27'); // Corpus Christi 2027
    expect(dates).not.toContain('2027-06-22');
  });
});
