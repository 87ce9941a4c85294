import type { DataAccess } from '../../db/unit-of-work.ts';

/** Students' daily practice log. */
export function createSchedulePractice(data: DataAccess) {
  return {
    async savePractice(
      schoolId: number,
      studentId: number,
      date: string,
      minutes: number,
      at: string,
    ): Promise<void> {
      await data.db
        .deleteFrom('practice_log')
        .where('studentId', '=', studentId)
        .where('date', '=', date)
        .execute();
      await data.db
        .insertInto('practice_log')
        .values({ schoolId, studentId, date, minutes, updatedAt: at })
        .execute();
    },

    /** Practice of the students (null: everyone of the school) in [from, to]. */
    async practice(schoolId: number, studentIds: number[] | null, from: string, to: string) {
      if (studentIds?.length === 0) return [];
      let query = data.db
        .selectFrom('practice_log')
        .select(['studentId', 'date', 'minutes'])
        .where('schoolId', '=', schoolId);
      if (studentIds) query = query.where('studentId', 'in', studentIds);
      return query.where('date', '>=', from).where('date', '<=', to).orderBy('date').execute();
    },

    async practicedOn(schoolId: number, date: string): Promise<number[]> {
      const rows = await data.db
        .selectFrom('practice_log')
        .select('studentId')
        .where('schoolId', '=', schoolId)
        .where('date', '=', date)
        .where('minutes', '>', 0)
        .orderBy('studentId')
        .execute();
      return rows.map((r) => r.studentId);
    },
  };
}
