import { isoWeekday, mondayOf, toDayNumber, type IsoDate } from '@takt/shared/calendar-date';
import type { CalendarDay, DayInfo, SchoolYear, WeekLetter } from '@takt/shared/schemas/calendar';

/**
 * A school's calendar in memory: which school year a day belongs to, whether it is taught and
 * whether its week is A or B. Pure, so the timetable can ask about thousands of lessons without a
 * query each; answers per day are remembered.
 */
export interface SchoolCalendar {
  years: SchoolYear[];
  yearOf(date: IsoDate): SchoolYear | null;
  /** The holiday or non-teaching range covering the day, if any. */
  offDay(date: IsoDate): CalendarDay | null;
  /** Inside a school year, not a Sunday, not a holiday or other day without teaching. */
  isTeachingDay(date: IsoDate): boolean;
  /** A or B by calendar weeks from the year's reference week; null outside a school year. */
  weekLetter(date: IsoDate): WeekLetter | null;
  dayInfo(date: IsoDate): DayInfo;
}

export function letterOfWeek(referenceMonday: IsoDate, date: IsoDate): WeekLetter {
  const weeks = Math.round((toDayNumber(mondayOf(date)) - toDayNumber(referenceMonday)) / 7);
  return Math.abs(weeks) % 2 === 0 ? 'A' : 'B';
}

export function createSchoolCalendar(years: SchoolYear[]): SchoolCalendar {
  const sorted = [...years].sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  const memo = new Map<IsoDate, DayInfo>();

  const yearOf = (date: IsoDate) =>
    sorted.find((y) => y.startDate <= date && date <= y.endDate) ?? null;

  const offDayIn = (year: SchoolYear | null, date: IsoDate) =>
    year?.days.find((d) => d.startDate <= date && date <= d.endDate) ?? null;

  function dayInfo(date: IsoDate): DayInfo {
    const known = memo.get(date);
    if (known) return known;
    const year = yearOf(date);
    const off = offDayIn(year, date);
    const info: DayInfo = {
      date,
      week: year ? letterOfWeek(year.abReferenceMonday, date) : null,
      teaching: Boolean(year) && !off && isoWeekday(date) !== 7,
      offDay: off ? { name: off.name, kind: off.kind } : null,
    };
    memo.set(date, info);
    return info;
  }

  return {
    years: sorted,
    yearOf,
    offDay: (date) => offDayIn(yearOf(date), date),
    isTeachingDay: (date) => dayInfo(date).teaching,
    weekLetter: (date) => dayInfo(date).week,
    dayInfo,
  };
}
