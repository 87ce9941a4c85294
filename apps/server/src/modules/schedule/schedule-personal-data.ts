import type { DataAccess } from '../../db/unit-of-work.ts';
import type { PersonalDataSource } from '../../lib/personal-data.ts';

/**
 * What the timetable holds about a student: attendance with its notes, the practice log, notes
 * of their own lessons, reasons they gave for a cancellation, and their calendar feed link.
 * Erasure keeps attendance and make-up rows (the lessons happened) without the free text.
 */
export function schedulePersonalData(data: DataAccess): PersonalDataSource {
  return {
    name: 'raspored',
    async export({ schoolId, userId }) {
      const [prisutnost, vjezbanje] = await Promise.all([
        data.db
          .selectFrom('lesson_attendance')
          .select(['date', 'status', 'note'])
          .where('schoolId', '=', schoolId)
          .where('studentId', '=', userId)
          .orderBy('date')
          .execute(),
        data.db
          .selectFrom('practice_log')
          .select(['date', 'minutes'])
          .where('schoolId', '=', schoolId)
          .where('studentId', '=', userId)
          .orderBy('date')
          .execute(),
      ]);
      return { prisutnost, vjezbanje };
    },
    async erase({ schoolId, userId }) {
      const db = data.db;
      // Notes of lessons that were the student's alone: their own series and one-off lessons.
      const own = await db
        .selectFrom('lesson_series_students as mine')
        .innerJoin('lesson_series_students as all', 'all.seriesId', 'mine.seriesId')
        .select('mine.seriesId')
        .where('mine.studentId', '=', userId)
        .groupBy('mine.seriesId')
        .having((eb) => eb.fn.count('all.studentId'), '=', 1)
        .execute();
      const changes = await db
        .selectFrom('lesson_changes')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('studentId', '=', userId)
        .execute();
      const prefixes = own.map((s) => `${s.seriesId}-%`);
      const keys = changes.map((c) => `x${c.id}`);
      if (prefixes.length > 0 || keys.length > 0) {
        await db
          .deleteFrom('lesson_notes')
          .where('schoolId', '=', schoolId)
          .where((eb) =>
            eb.or([
              ...prefixes.map((p) => eb('occurrenceKey', 'like', p)),
              ...(keys.length > 0 ? [eb('occurrenceKey', 'in', keys)] : []),
            ]),
          )
          .execute();
      }
      await db
        .updateTable('lesson_attendance')
        .set({ note: null })
        .where('schoolId', '=', schoolId)
        .where('studentId', '=', userId)
        .execute();
      await db
        .updateTable('lesson_changes')
        .set({ cancelReason: null })
        .where('schoolId', '=', schoolId)
        .where('studentId', '=', userId)
        .where('cancelReason', 'is not', null)
        .execute();
      await db
        .deleteFrom('practice_log')
        .where('schoolId', '=', schoolId)
        .where('studentId', '=', userId)
        .execute();
      await db.deleteFrom('calendar_feed_tokens').where('userId', '=', userId).execute();
    },
  };
}
