import type { Insertable, Selectable } from 'kysely';
import type { LessonType, WeekPattern } from '@takt/shared/schemas/schedule';
import type { LessonChangesTable, LessonSeriesTable } from '../../db/schema/schedule.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';
import type { LessonChange, SeriesRule } from './occurrences.ts';

export type NewSeries = Omit<Insertable<LessonSeriesTable>, 'createdAt' | 'updatedAt'>;
export type NewChange = Omit<Insertable<LessonChangesTable>, 'createdAt' | 'updatedAt'>;

/** Which series a read needs: all of a school's, or those touching these people and rooms. */
export interface SeriesFilter {
  mentorIds?: number[];
  classroomIds?: number[];
  studentIds?: number[];
}

type SeriesRow = Selectable<LessonSeriesTable>;

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;

/** Lesson series and their stored changes. */
export function createScheduleRepository(data: DataAccess) {
  const toChange = (r: Record<string, unknown>): LessonChange =>
    ({ ...r, cancelled: Boolean(r.cancelled) }) as LessonChange;

  async function studentsOf(rows: SeriesRow[]): Promise<SeriesRule[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const groupIds = [...new Set(rows.flatMap((r) => (r.groupId ? [r.groupId] : [])))];
    const [direct, members] = await Promise.all([
      data.db
        .selectFrom('lesson_series_students')
        .select(['seriesId', 'studentId'])
        .where('seriesId', 'in', ids)
        .orderBy('studentId')
        .execute(),
      groupIds.length
        ? data.db
            .selectFrom('student_group_members')
            .select(['groupId', 'studentId'])
            .where('groupId', 'in', groupIds)
            .orderBy('studentId')
            .execute()
        : Promise.resolve([]),
    ]);
    const bySeries = new Map<number, number[]>();
    for (const d of direct)
      bySeries.set(d.seriesId, [...(bySeries.get(d.seriesId) ?? []), d.studentId]);
    const byGroup = new Map<number, number[]>();
    for (const g of members)
      byGroup.set(g.groupId, [...(byGroup.get(g.groupId) ?? []), g.studentId]);
    return rows.map((r) => ({
      id: r.id,
      mentorId: r.mentorId,
      classroomId: r.classroomId,
      groupId: r.groupId,
      type: r.type as LessonType,
      title: r.title,
      weekday: r.weekday,
      startMinute: r.startMinute,
      durationMinutes: r.durationMinutes,
      weeks: r.weeks as WeekPattern,
      validFrom: r.validFrom,
      validTo: r.validTo,
      sequence: r.sequence,
      studentIds: r.groupId ? (byGroup.get(r.groupId) ?? []) : (bySeries.get(r.id) ?? []),
    }));
  }

  return {
    /** Series of the school meeting in [from, to], narrowed by the filter (any of it matches). */
    async seriesBetween(
      schoolId: number,
      from: string,
      to: string,
      filter?: SeriesFilter,
    ): Promise<SeriesRule[]> {
      let query = data.db
        .selectFrom('lesson_series')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .where('validFrom', '<=', to)
        .where('validTo', '>=', from);
      if (filter) {
        const { mentorIds = [], classroomIds = [], studentIds = [] } = filter;
        query = query.where((eb) =>
          eb.or([
            ...(mentorIds.length ? [eb('mentorId', 'in', mentorIds)] : []),
            ...(classroomIds.length ? [eb('classroomId', 'in', classroomIds)] : []),
            ...(studentIds.length
              ? [
                  eb(
                    'id',
                    'in',
                    eb
                      .selectFrom('lesson_series_students')
                      .select('seriesId')
                      .where('studentId', 'in', studentIds),
                  ),
                  eb(
                    'groupId',
                    'in',
                    eb
                      .selectFrom('student_group_members')
                      .select('groupId')
                      .where('studentId', 'in', studentIds),
                  ),
                ]
              : []),
            ...(mentorIds.length + classroomIds.length + studentIds.length === 0
              ? [eb.val(false)]
              : []),
          ]),
        );
      }
      return studentsOf(await query.orderBy('id').execute());
    },

    /** The school's series with these ids, whatever days they meet. */
    async seriesByIds(schoolId: number, ids: number[]): Promise<SeriesRule[]> {
      if (ids.length === 0) return [];
      const rows = await data.db
        .selectFrom('lesson_series')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
      return studentsOf(rows);
    },

    async series(schoolId: number, id: number): Promise<SeriesRule | null> {
      const row = await data.db
        .selectFrom('lesson_series')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? ((await studentsOf([row]))[0] ?? null) : null;
    },

    async insertSeries(values: NewSeries, studentIds: number[], at: string): Promise<number> {
      const { id } = await data.db
        .insertInto('lesson_series')
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.setSeriesStudents(id, studentIds);
      return id;
    },

    async updateSeries(
      schoolId: number,
      id: number,
      values: Partial<NewSeries>,
      at: string,
    ): Promise<void> {
      await data.db
        .updateTable('lesson_series')
        .set({ ...values, updatedAt: at })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },

    async setSeriesStudents(seriesId: number, studentIds: number[]): Promise<void> {
      await data.db.deleteFrom('lesson_series_students').where('seriesId', '=', seriesId).execute();
      if (studentIds.length === 0) return;
      await data.db
        .insertInto('lesson_series_students')
        .values([...new Set(studentIds)].map((studentId) => ({ seriesId, studentId })))
        .execute();
    },

    async deleteSeries(schoolId: number, id: number): Promise<void> {
      await data.db
        .deleteFrom('lesson_series')
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },

    /** Changes whose day or original day lies in [from, to]. */
    async changesBetween(schoolId: number, from: string, to: string): Promise<LessonChange[]> {
      const rows = await data.db
        .selectFrom('lesson_changes')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .where((eb) =>
          eb.or([
            eb.and([eb('date', '>=', from), eb('date', '<=', to)]),
            eb.and([eb('originalDate', '>=', from), eb('originalDate', '<=', to)]),
          ]),
        )
        .execute();
      return rows.map(toChange);
    },

    /** Every stored change of one series: moved, cancelled and extra lessons. */
    async changesOfSeries(schoolId: number, seriesId: number): Promise<LessonChange[]> {
      const rows = await data.db
        .selectFrom('lesson_changes')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .where('seriesId', '=', seriesId)
        .execute();
      return rows.map(toChange);
    },

    async change(schoolId: number, id: number): Promise<LessonChange | null> {
      const row = await data.db
        .selectFrom('lesson_changes')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toChange(row) : null;
    },

    async changeOf(schoolId: number, seriesId: number, originalDate: string) {
      const row = await data.db
        .selectFrom('lesson_changes')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .where('seriesId', '=', seriesId)
        .where('originalDate', '=', originalDate)
        .executeTakeFirst();
      return row ? toChange(row) : null;
    },

    async insertChange(values: NewChange, at: string): Promise<number> {
      const { id } = await data.db
        .insertInto('lesson_changes')
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async updateChange(
      schoolId: number,
      id: number,
      values: Partial<NewChange>,
      at: string,
    ): Promise<void> {
      await data.db
        .updateTable('lesson_changes')
        .set({ ...values, updatedAt: at })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },

    /** Drops the series' changes of days from `from` on (the series ends before them). */
    async deleteChangesFrom(schoolId: number, seriesId: number, from: string): Promise<void> {
      await data.db
        .deleteFrom('lesson_changes')
        .where('schoolId', '=', schoolId)
        .where('seriesId', '=', seriesId)
        .where('kind', '=', 'change')
        .where('originalDate', '>=', from)
        .execute();
    },
  };
}
