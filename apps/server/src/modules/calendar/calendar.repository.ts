import type { CalendarDay, CalendarDayKind, SchoolYear } from '@takt/shared/schemas/calendar';
import type { DataAccess } from '../../db/unit-of-work.ts';

export interface NewSchoolYear {
  schoolId: number;
  name: string;
  startDate: string;
  endDate: string;
  abReferenceMonday: string;
}

export interface NewCalendarDay {
  startDate: string;
  endDate: string;
  kind: CalendarDayKind;
  name: string;
}

/** PostgreSQL 23503, SQLite SQLITE_CONSTRAINT_FOREIGNKEY: rows elsewhere still point here. */
function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;

export function createCalendarRepository(data: DataAccess) {
  async function daysOf(yearIds: number[]): Promise<Map<number, CalendarDay[]>> {
    const byYear = new Map<number, CalendarDay[]>(yearIds.map((id) => [id, []]));
    if (yearIds.length === 0) return byYear;
    const rows = await data.db
      .selectFrom('school_calendar_days')
      .select(['id', 'schoolYearId', 'startDate', 'endDate', 'kind', 'name'])
      .where('schoolYearId', 'in', yearIds)
      .orderBy('startDate')
      .orderBy('id')
      .execute();
    for (const { schoolYearId, kind, ...day } of rows) {
      byYear.get(schoolYearId)?.push({ ...day, kind: kind as CalendarDayKind });
    }
    return byYear;
  }

  return {
    /** The school's years in date order, each with its days without teaching. */
    async years(schoolId: number): Promise<SchoolYear[]> {
      const rows = await data.db
        .selectFrom('school_years')
        .select(['id', 'name', 'startDate', 'endDate', 'abReferenceMonday'])
        .where('schoolId', '=', schoolId)
        .orderBy('startDate')
        .execute();
      const days = await daysOf(rows.map((r) => r.id));
      return rows.map((r) => ({ ...r, days: days.get(r.id) ?? [] }));
    },

    /** Years overlapping [from, to], with their days. */
    async yearsBetween(schoolId: number, from: string, to: string): Promise<SchoolYear[]> {
      const rows = await data.db
        .selectFrom('school_years')
        .select(['id', 'name', 'startDate', 'endDate', 'abReferenceMonday'])
        .where('schoolId', '=', schoolId)
        .where('startDate', '<=', to)
        .where('endDate', '>=', from)
        .orderBy('startDate')
        .execute();
      const days = await daysOf(rows.map((r) => r.id));
      return rows.map((r) => ({ ...r, days: days.get(r.id) ?? [] }));
    },

    async year(schoolId: number, id: number): Promise<SchoolYear | null> {
      const row = await data.db
        .selectFrom('school_years')
        .select(['id', 'name', 'startDate', 'endDate', 'abReferenceMonday'])
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return { ...row, days: (await daysOf([row.id])).get(row.id) ?? [] };
    },

    async insertYear(year: NewSchoolYear, at: string): Promise<number> {
      const { id } = await data.db
        .insertInto('school_years')
        .values({ ...year, createdAt: at, updatedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async updateYear(
      schoolId: number,
      id: number,
      year: Omit<NewSchoolYear, 'schoolId'>,
      at: string,
    ): Promise<void> {
      await data.db
        .updateTable('school_years')
        .set({ ...year, updatedAt: at })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },

    /** False when other rows (a timetable) still belong to the year. */
    async deleteYear(schoolId: number, id: number): Promise<boolean> {
      try {
        await data.db
          .deleteFrom('school_years')
          .where('schoolId', '=', schoolId)
          .where('id', '=', id)
          .execute();
        return true;
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    async insertDays(
      schoolId: number,
      schoolYearId: number,
      days: NewCalendarDay[],
      at: string,
    ): Promise<number[]> {
      if (days.length === 0) return [];
      const rows = await data.db
        .insertInto('school_calendar_days')
        .values(days.map((d) => ({ ...d, schoolId, schoolYearId, createdAt: at })))
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },

    async day(
      schoolId: number,
      id: number,
    ): Promise<(CalendarDay & { schoolYearId: number }) | null> {
      const row = await data.db
        .selectFrom('school_calendar_days')
        .select(['id', 'schoolYearId', 'startDate', 'endDate', 'kind', 'name'])
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { ...row, kind: row.kind as CalendarDayKind } : null;
    },

    async deleteDay(schoolId: number, id: number): Promise<void> {
      await data.db
        .deleteFrom('school_calendar_days')
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },
  };
}
