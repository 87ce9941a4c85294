import { z } from 'zod';
import { scheduleMessages as m } from '../schedule-messages.ts';
import { isoDateSchema } from './calendar.ts';
import { durationSchema, idSchema, personSchema, timeOfDaySchema } from './schedule.ts';

/** Make-up lessons: the credits missed lessons earn, the slots to spend them on, the policy. */

export const slotInputSchema = z.object({
  date: isoDateSchema,
  start: timeOfDaySchema,
  durationMinutes: durationSchema.default(45),
  classroomId: idSchema.nullable().default(null),
});
export const policyInputSchema = z.object({
  mentorCancelEarns: z.boolean(),
  schoolCancelEarns: z.boolean(),
  excusedNoticeHours: z
    .number({ error: m.noticeHoursInvalid })
    .int({ error: m.noticeHoursInvalid })
    .min(0, { error: m.noticeHoursInvalid })
    .max(336, { error: m.noticeHoursInvalid })
    .nullable(),
  creditValidDays: z
    .number({ error: m.validDaysInvalid })
    .int({ error: m.validDaysInvalid })
    .min(1, { error: m.validDaysInvalid })
    .max(365, { error: m.validDaysInvalid })
    .nullable(),
});
export type SchedulePolicy = z.infer<typeof policyInputSchema>;

// Answers

export const makeupCreditSchema = z.object({
  id: z.number().int(),
  mentor: personSchema,
  student: personSchema,
  sourceDate: z.string(),
  reason: z.string(),
  expiresOn: z.string(),
  status: z.enum(['available', 'used', 'expired']),
});
export const makeupSlotSchema = z.object({
  id: z.number().int(),
  mentor: personSchema,
  date: z.string(),
  start: z.string(),
  end: z.string(),
  classroom: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  booked: z.boolean(),
});
export const makeupOverviewSchema = z.object({
  credits: z.array(makeupCreditSchema),
  slots: z.array(makeupSlotSchema),
});
export const slotSavedSchema = z.object({ slot: makeupSlotSchema, message: z.string() });
export const policySchema = z.object({ policy: policyInputSchema });
export const policySavedSchema = z.object({ policy: policyInputSchema, message: z.string() });
