import {
  addDays,
  daysBetween,
  mondayOf,
  schoolDateAt,
  type IsoDate,
} from '@takt/shared/calendar-date';
import { calendarMessages as m } from '@takt/shared/calendar-messages';
import { croatianPublicHolidaysBetween } from '@takt/shared/holidays';
import type {
  CalendarDayInput,
  SchoolYear,
  SchoolYearInput,
  WeekLetter,
} from '@takt/shared/schemas/calendar';
import type { Transactor } from '../../db/unit-of-work.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { CalendarRepository } from './calendar.repository.ts';
import { createSchoolCalendar, type SchoolCalendar } from './school-calendar.ts';
import './calendar.events.ts';

export interface CalendarDeps {
  calendar: CalendarRepository;
  transactor: Transactor;
  events: EventBus;
  now: () => Date;
}

export interface CalendarCaller {
  id: number;
  schoolId: number;
  isAdmin: boolean;
}

/** About thirteen months: a school year runs September to June, with room for summer schools. */
const MAX_YEAR_DAYS = 400;

const field = (name: string, message: string) =>
  badRequest(message, 'validation_error', { [name]: message });

export type CalendarService = ReturnType<typeof createCalendarService>;

/**
 * The school calendar: school years with their A/B reference week and the days without teaching.
 * Admins edit it; every module asks it which day is taught and which week is A or B.
 */
export function createCalendarService(deps: CalendarDeps) {
  const { calendar, transactor, events } = deps;
  const at = () => deps.now().toISOString();

  function requireAdmin(caller: CalendarCaller) {
    if (!caller.isAdmin) throw forbidden();
  }

  async function yearIn(schoolId: number, id: number): Promise<SchoolYear> {
    const year = await calendar.year(schoolId, id);
    if (!year) throw notFound(m.yearNotFound);
    return year;
  }

  /** Refuses a year that is too long, overlaps another, or has its A week outside itself. */
  async function checkYear(schoolId: number, input: SchoolYearInput, exceptId?: number) {
    if (daysBetween(input.startDate, input.endDate) > MAX_YEAR_DAYS) {
      throw field('endDate', m.yearTooLong);
    }
    const reference = input.abReferenceDate ?? input.startDate;
    if (reference < input.startDate || reference > input.endDate) {
      throw field('abReferenceDate', m.referenceOutside);
    }
    const overlapping = (
      await calendar.yearsBetween(schoolId, input.startDate, input.endDate)
    ).find((y) => y.id !== exceptId);
    if (overlapping) throw conflict(`${m.yearOverlaps} ${overlapping.name}.`);
    return {
      name: input.name || `${input.startDate.slice(0, 4)}./${input.endDate.slice(0, 4)}.`,
      startDate: input.startDate,
      endDate: input.endDate,
      abReferenceMonday: mondayOf(reference),
    };
  }

  function changed(schoolId: number, schoolYearId: number) {
    events.publish('calendar.changed', { schoolId, schoolYearId });
  }

  /** Adds the public holidays of the year's range that it does not list yet. */
  async function addMissingHolidays(year: SchoolYear, schoolId: number): Promise<number> {
    const listed = new Set(
      year.days.filter((d) => d.kind === 'public_holiday').map((d) => d.startDate),
    );
    const missing = croatianPublicHolidaysBetween(year.startDate, year.endDate).filter(
      (h) => !listed.has(h.date),
    );
    await calendar.insertDays(
      schoolId,
      year.id,
      missing.map((h) => ({
        startDate: h.date,
        endDate: h.date,
        kind: 'public_holiday' as const,
        name: h.name,
      })),
      at(),
    );
    return missing.length;
  }

  /** The calendar covering [from, to], to ask about many days without a query each. */
  async function calendarFor(
    schoolId: number,
    from: IsoDate,
    to: IsoDate,
  ): Promise<SchoolCalendar> {
    return createSchoolCalendar(await calendar.yearsBetween(schoolId, from, to));
  }

  return {
    /** GET /api/calendar/years: every signed-in person reads the calendar of their school. */
    listYears: (caller: CalendarCaller) => calendar.years(caller.schoolId),

    async createYear(caller: CalendarCaller, input: SchoolYearInput): Promise<SchoolYear> {
      requireAdmin(caller);
      return transactor.run(async () => {
        const values = await checkYear(caller.schoolId, input);
        const id = await calendar.insertYear({ ...values, schoolId: caller.schoolId }, at());
        if (input.includePublicHolidays) {
          await addMissingHolidays(await yearIn(caller.schoolId, id), caller.schoolId);
        }
        changed(caller.schoolId, id);
        return yearIn(caller.schoolId, id);
      });
    },

    async updateYear(caller: CalendarCaller, id: number, input: SchoolYearInput) {
      requireAdmin(caller);
      return transactor.run(async () => {
        const year = await yearIn(caller.schoolId, id);
        const values = await checkYear(caller.schoolId, input, id);
        if (year.days.some((d) => d.startDate < values.startDate || d.endDate > values.endDate)) {
          throw conflict(m.yearDaysOutside);
        }
        await calendar.updateYear(caller.schoolId, id, values, at());
        changed(caller.schoolId, id);
        return yearIn(caller.schoolId, id);
      });
    },

    async deleteYear(caller: CalendarCaller, id: number): Promise<void> {
      requireAdmin(caller);
      await transactor.run(async () => {
        await yearIn(caller.schoolId, id);
        if (!(await calendar.deleteYear(caller.schoolId, id))) throw conflict(m.yearInUse);
        changed(caller.schoolId, id);
      });
    },

    /** Proposes Croatia's public holidays again (those an admin removed come back). */
    async proposeHolidays(caller: CalendarCaller, id: number): Promise<SchoolYear> {
      requireAdmin(caller);
      return transactor.run(async () => {
        const year = await yearIn(caller.schoolId, id);
        if ((await addMissingHolidays(year, caller.schoolId)) > 0) changed(caller.schoolId, id);
        return yearIn(caller.schoolId, id);
      });
    },

    async addDay(caller: CalendarCaller, yearId: number, input: CalendarDayInput) {
      requireAdmin(caller);
      return transactor.run(async () => {
        const year = await yearIn(caller.schoolId, yearId);
        const endDate = input.endDate ?? input.startDate;
        if (input.startDate < year.startDate || endDate > year.endDate) {
          throw field('startDate', m.dayOutsideYear);
        }
        await calendar.insertDays(
          caller.schoolId,
          yearId,
          [{ startDate: input.startDate, endDate, kind: input.kind, name: input.name }],
          at(),
        );
        changed(caller.schoolId, yearId);
        return yearIn(caller.schoolId, yearId);
      });
    },

    async removeDay(caller: CalendarCaller, dayId: number): Promise<SchoolYear> {
      requireAdmin(caller);
      return transactor.run(async () => {
        const day = await calendar.day(caller.schoolId, dayId);
        if (!day) throw notFound(m.dayNotFound);
        await calendar.deleteDay(caller.schoolId, dayId);
        changed(caller.schoolId, day.schoolYearId);
        return yearIn(caller.schoolId, day.schoolYearId);
      });
    },

    // What other modules ask (timetable, enrollment, reminders).

    /** The school year containing the day (default: today in Zagreb), or null. */
    async currentSchoolYear(schoolId: number, date?: IsoDate): Promise<SchoolYear | null> {
      const day = date ?? schoolDateAt(deps.now());
      return (await calendar.yearsBetween(schoolId, day, day))[0] ?? null;
    },

    /** The year containing the day, else the next one to start (enrollment opens ahead). */
    async currentOrNextSchoolYear(schoolId: number, date?: IsoDate): Promise<SchoolYear | null> {
      const day = date ?? schoolDateAt(deps.now());
      const years = await calendar.years(schoolId);
      return years.find((y) => y.endDate >= day) ?? null;
    },

    yearById: (schoolId: number, id: number) => calendar.year(schoolId, id),

    calendarFor,

    async isTeachingDay(schoolId: number, date: IsoDate): Promise<boolean> {
      return (await calendarFor(schoolId, date, date)).isTeachingDay(date);
    },

    async weekLetter(schoolId: number, date: IsoDate): Promise<WeekLetter | null> {
      return (await calendarFor(schoolId, date, date)).weekLetter(date);
    },

    /** Croatia's public holidays of a calendar year (the admin form shows them as proposals). */
    publicHolidays(year: number) {
      return croatianPublicHolidaysBetween(`${year}-01-01`, addDays(`${year + 1}-01-01`, -1));
    },
  };
}
