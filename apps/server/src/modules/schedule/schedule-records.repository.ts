import type { DataAccess } from '../../db/unit-of-work.ts';
import { createScheduleCredits } from './schedule-credits.repository.ts';
import { createScheduleFeedTokens } from './schedule-feed-tokens.repository.ts';
import { createScheduleLessonRecords } from './schedule-lesson-records.repository.ts';
import { createSchedulePractice } from './schedule-practice.repository.ts';
import { createScheduleSlots } from './schedule-slots.repository.ts';

export type { AttendanceRow } from './schedule-lesson-records.repository.ts';
export { defaultPolicy, type CreditRow } from './schedule-credits.repository.ts';
export type { SlotRow } from './schedule-slots.repository.ts';

export type ScheduleRecords = ReturnType<typeof createScheduleRecords>;

/** What happens around lessons: attendance, notes, make-ups, practice, policy, feed tokens. */
export function createScheduleRecords(data: DataAccess) {
  return {
    ...createScheduleLessonRecords(data),
    ...createScheduleCredits(data),
    ...createScheduleSlots(data),
    ...createSchedulePractice(data),
    ...createScheduleFeedTokens(data),
  };
}
