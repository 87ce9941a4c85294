import type { SchedulePolicy } from '@takt/shared/schemas/schedule-makeups';
import type { DataAccess } from '../../db/unit-of-work.ts';

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

export const defaultPolicy: SchedulePolicy = {
  mentorCancelEarns: true,
  schoolCancelEarns: false,
  excusedNoticeHours: 24,
  creditValidDays: null,
};

/** The school's make-up policy and the credits it grants students for missed lessons. */
export function createScheduleCredits(data: DataAccess) {
  return {
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
  };
}
