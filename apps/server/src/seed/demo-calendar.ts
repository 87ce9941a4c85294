import { addDays, isoWeekday, schoolDateAt, type IsoDate } from '@takt/shared/calendar-date';
import { easterSunday } from '@takt/shared/holidays';
import { person, type DemoStep } from './demo-world.ts';

/** The first day of the week `weekday` (1 Monday … 7 Sunday) on or after `date`. */
function onOrAfter(date: IsoDate, weekday: number): IsoDate {
  return addDays(date, (weekday - isoWeekday(date) + 7) % 7);
}

/**
 * The school year the demo lives in: from July on the one starting that September, before it the
 * one that started last September. Teaching starts on the first Monday of September and ends on
 * the Friday on or after 12 June.
 */
export function demoSchoolYear(now: Date): { startDate: IsoDate; endDate: IsoDate } {
  const today = schoolDateAt(now);
  const year = Number(today.slice(0, 4));
  const startYear = Number(today.slice(5, 7)) >= 7 ? year : year - 1;
  return {
    startDate: onOrAfter(`${startYear}-09-01`, 1),
    endDate: onOrAfter(`${startYear + 1}-06-12`, 5),
  };
}

/** Both schools' current year with the public holidays, winter and spring holidays. */
export const seedCalendar: DemoStep = async (services, world) => {
  const { startDate, endDate } = demoSchoolYear(world.now);
  const nextYear = Number(endDate.slice(0, 4));
  const easter = easterSunday(nextYear);
  for (const admin of [person(world, 'admin'), person(world, 'admin2')]) {
    const year = await services.calendar.createYear(admin, {
      startDate,
      endDate,
      includePublicHolidays: true,
    });
    const days = [
      {
        startDate: `${nextYear - 1}-12-24`,
        endDate: `${nextYear}-01-09`,
        name: 'Zimski odmor',
        kind: 'school_holiday' as const,
      },
      {
        startDate: addDays(easter, -3),
        endDate: addDays(easter, 5),
        name: 'Proljetni odmor',
        kind: 'school_holiday' as const,
      },
    ];
    for (const day of days) await services.calendar.addDay(admin, year.id, day);
  }
};
