import type { AttendanceStatus } from '@takt/shared/schemas/schedule';
import type { SchedulePolicy } from '@takt/shared/schemas/schedule-makeups';
import type { DataAccess } from '../../db/unit-of-work.ts';

export interface AttendanceRow {
  occurrenceKey: string;
  studentId: number;
  mentorId: number;
  date: string;
  status: AttendanceStatus;
}

export interface CreditRow {
  id: number;
  studentId: number;
  mentorId: number;
  sourceKey: string;
  sourceDate: string;
  reason: string;
  expiresOn: string;
  usedChangeId: number | null;
}

export interface SlotRow {
  id: number;
  mentorId: number;
  classroomId: number | null;
  date: string;
  startMinute: number;
  durationMinutes: number;
  bookedChangeId: number | null;
}

export const defaultPolicy: SchedulePolicy = {
  mentorCancelEarns: true,
  schoolCancelEarns: false,
  excusedNoticeHours: 24,
  creditValidDays: null,
};

export type ScheduleRecords = ReturnType<typeof createScheduleRecords>;

/** What happens around lessons: attendance, notes, make-ups, practice, policy, feed tokens. */
export function createScheduleRecords(data: DataAccess) {
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

    async policy(schoolId: number): Promise<SchedulePolicy> {
      const row = await data.db
        .selectFrom('schedule_policies')
        .select(['mentorCancelEarns', 'schoolCancelEarns', 'excusedNoticeHours', 'creditValidDays'])
        .where('schoolId', '=', schoolId)
        .executeTakeFirst();
      if (!row) return defaultPolicy;
      return {
        ...row,
        mentorCancelEarns: Boolean(row.mentorCancelEarns),
        schoolCancelEarns: Boolean(row.schoolCancelEarns),
      };
    },

    async savePolicy(schoolId: number, policy: SchedulePolicy, at: string): Promise<void> {
      await data.db.deleteFrom('schedule_policies').where('schoolId', '=', schoolId).execute();
      await data.db
        .insertInto('schedule_policies')
        .values({ schoolId, ...policy, updatedAt: at })
        .execute();
    },

    /** Adds a credit unless the student already has one for that occurrence. */
    async grantCredit(
      schoolId: number,
      credit: Omit<CreditRow, 'id' | 'usedChangeId'>,
      at: string,
    ): Promise<void> {
      const existing = await data.db
        .selectFrom('makeup_credits')
        .select('id')
        .where('sourceKey', '=', credit.sourceKey)
        .where('studentId', '=', credit.studentId)
        .executeTakeFirst();
      if (existing) return;
      await data.db
        .insertInto('makeup_credits')
        .values({ ...credit, schoolId, createdAt: at })
        .execute();
    },

    async credits(
      schoolId: number,
      by: { studentId?: number; mentorId?: number },
    ): Promise<CreditRow[]> {
      let query = data.db
        .selectFrom('makeup_credits')
        .select([
          'id',
          'studentId',
          'mentorId',
          'sourceKey',
          'sourceDate',
          'reason',
          'expiresOn',
          'usedChangeId',
        ])
        .where('schoolId', '=', schoolId);
      if (by.studentId !== undefined) query = query.where('studentId', '=', by.studentId);
      if (by.mentorId !== undefined) query = query.where('mentorId', '=', by.mentorId);
      return query.orderBy('expiresOn').orderBy('id').execute();
    },

    async useCredit(schoolId: number, id: number, changeId: number, at: string): Promise<void> {
      await data.db
        .updateTable('makeup_credits')
        .set({ usedChangeId: changeId, usedAt: at })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },

    async slots(schoolId: number, by: { mentorIds?: number[]; from: string }): Promise<SlotRow[]> {
      let query = data.db
        .selectFrom('makeup_slots')
        .select([
          'id',
          'mentorId',
          'classroomId',
          'date',
          'startMinute',
          'durationMinutes',
          'bookedChangeId',
        ])
        .where('schoolId', '=', schoolId)
        .where('date', '>=', by.from);
      if (by.mentorIds) {
        if (by.mentorIds.length === 0) return [];
        query = query.where('mentorId', 'in', by.mentorIds);
      }
      return query.orderBy('date').orderBy('startMinute').execute();
    },

    async slot(schoolId: number, id: number): Promise<SlotRow | null> {
      const row = await data.db
        .selectFrom('makeup_slots')
        .select([
          'id',
          'mentorId',
          'classroomId',
          'date',
          'startMinute',
          'durationMinutes',
          'bookedChangeId',
        ])
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    async insertSlot(schoolId: number, slot: Omit<SlotRow, 'id' | 'bookedChangeId'>, at: string) {
      const { id } = await data.db
        .insertInto('makeup_slots')
        .values({ ...slot, schoolId, createdAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Books a free slot; false when someone booked it first. */
    async bookSlot(schoolId: number, id: number, changeId: number): Promise<boolean> {
      const result = await data.db
        .updateTable('makeup_slots')
        .set({ bookedChangeId: changeId })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .where('bookedChangeId', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async deleteSlot(schoolId: number, id: number): Promise<void> {
      await data.db
        .deleteFrom('makeup_slots')
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },

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

    async feedToken(userId: number): Promise<string | null> {
      const row = await data.db
        .selectFrom('calendar_feed_tokens')
        .select('token')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row?.token ?? null;
    },

    async setFeedToken(userId: number, schoolId: number, token: string, at: string) {
      await data.db.deleteFrom('calendar_feed_tokens').where('userId', '=', userId).execute();
      await data.db
        .insertInto('calendar_feed_tokens')
        .values({ userId, schoolId, token, createdAt: at })
        .execute();
    },

    async feedOwner(token: string) {
      return (
        (await data.db
          .selectFrom('calendar_feed_tokens')
          .innerJoin('users', 'users.id', 'calendar_feed_tokens.userId')
          .select([
            'users.id',
            'users.schoolId',
            'users.isStudent',
            'users.isMentor',
            'users.isAdmin',
            'users.isActive',
          ])
          .where('calendar_feed_tokens.token', '=', token)
          .executeTakeFirst()) ?? null
      );
    },
  };
}
