import { z } from 'zod';
import { scheduleMessages as m } from '../schedule-messages.ts';
import { isoDateSchema } from './calendar.ts';
import { attendanceStatuses, personSchema } from './schedule.ts';

/**
 * What the timetable gives out beyond single lessons: practice logs, the monthly attendance
 * report and the calendar feed.
 */

export const practiceInputSchema = z.object({
  date: isoDateSchema,
  minutes: z
    .number({ error: m.minutesInvalid })
    .int({ error: m.minutesInvalid })
    .min(0, { error: m.minutesInvalid })
    .max(600, { error: m.minutesInvalid }),
});
export const weekQuerySchema = z.object({
  week: isoDateSchema,
  studentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export const monthQuerySchema = z.object({
  month: z
    .string({ error: m.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: m.monthInvalid }),
  studentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  mentorId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
/** `/api/calendar/{token}.ics`: the secret token and the `.ics` ending. */
export const feedParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, { error: 'Kalendar nije pronađen.' }),
});

// Answers

export const attendanceReportSchema = z.object({
  month: z.string(),
  rows: z.array(
    z.object({
      student: personSchema,
      mentor: personSchema,
      counts: z.record(z.enum(attendanceStatuses), z.number().int()),
      total: z.number().int(),
    }),
  ),
});
export const practiceWeekSchema = z.object({
  week: z.string(),
  days: z.array(z.object({ date: z.string(), minutes: z.number().int() })),
  total: z.number().int(),
});
export const practiceSummarySchema = z.object({
  week: z.string(),
  students: z.array(z.object({ student: personSchema, total: z.number().int() })),
});
export const feedTokenSchema = z.object({ url: z.string().nullable(), message: z.string() });
