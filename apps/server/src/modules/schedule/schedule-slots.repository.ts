import type { DataAccess } from '../../db/unit-of-work.ts';

export interface SlotRow {
  id: number;
  mentorId: number;
  classroomId: number | null;
  date: string;
  startMinute: number;
  durationMinutes: number;
  bookedChangeId: number | null;
}

/** Make-up slots mentors offer; booking is a conditional update so two students cannot both win. */
export function createScheduleSlots(data: DataAccess) {
  return {
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
  };
}
