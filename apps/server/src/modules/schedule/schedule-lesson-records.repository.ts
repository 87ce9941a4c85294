import type { AttendanceStatus } from '@takt/shared/schemas/schedule';
import type { DataAccess } from '../../db/unit-of-work.ts';

export interface AttendanceRow {
  occurrenceKey: string;
  studentId: number;
  mentorId: number;
  date: string;
  status: AttendanceStatus;
}

/** Per-occurrence records: who attended, and the mentor's note on the lesson. */
export function createScheduleLessonRecords(data: DataAccess) {
  return {
    async attendanceFor(schoolId: number, keys: string[]): Promise<AttendanceRow[]> {
      if (keys.length === 0) return [];
      const rows = await data.db
        .selectFrom('lesson_attendance')
        .select(['occurrenceKey', 'studentId', 'mentorId', 'date', 'status'])
        .where('schoolId', '=', schoolId)
        .where('occurrenceKey', 'in', keys)
        .execute();
      return rows as AttendanceRow[];
    },

    async attendanceBetween(schoolId: number, from: string, to: string): Promise<AttendanceRow[]> {
      const rows = await data.db
        .selectFrom('lesson_attendance')
        .select(['occurrenceKey', 'studentId', 'mentorId', 'date', 'status'])
        .where('schoolId', '=', schoolId)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .execute();
      return rows as AttendanceRow[];
    },

    async markAttendance(
      schoolId: number,
      row: AttendanceRow & { note?: string | null },
      markedBy: number,
      at: string,
    ): Promise<void> {
      await data.db
        .deleteFrom('lesson_attendance')
        .where('occurrenceKey', '=', row.occurrenceKey)
        .where('studentId', '=', row.studentId)
        .execute();
      await data.db
        .insertInto('lesson_attendance')
        .values({ ...row, note: row.note ?? null, schoolId, markedBy, markedAt: at })
        .execute();
    },

    async notesFor(schoolId: number, keys: string[]) {
      if (keys.length === 0) return new Map<string, { workedOn: string; homework: string }>();
      const rows = await data.db
        .selectFrom('lesson_notes')
        .select(['occurrenceKey', 'workedOn', 'homework'])
        .where('schoolId', '=', schoolId)
        .where('occurrenceKey', 'in', keys)
        .execute();
      return new Map(
        rows.map((r) => [r.occurrenceKey, { workedOn: r.workedOn, homework: r.homework }]),
      );
    },

    async saveNote(
      schoolId: number,
      occurrenceKey: string,
      note: { workedOn: string; homework: string },
      authorId: number,
      at: string,
    ): Promise<void> {
      await data.db.deleteFrom('lesson_notes').where('occurrenceKey', '=', occurrenceKey).execute();
      await data.db
        .insertInto('lesson_notes')
        .values({ schoolId, occurrenceKey, ...note, authorId, updatedAt: at })
        .execute();
    },
  };
}
