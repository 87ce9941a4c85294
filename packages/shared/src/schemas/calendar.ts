import { z } from 'zod';
import { isIsoDate } from '../calendar-date.ts';
import { calendarMessages as m } from '../calendar-messages.ts';

/** A calendar day, `YYYY-MM-DD` (no zone: a day on the school's wall calendar). */
export const isoDateSchema = z
  .string({ error: m.dateInvalid })
  .trim()
  .refine(isIsoDate, { error: m.dateInvalid });

export const calendarDayKinds = ['public_holiday', 'school_holiday', 'non_teaching'] as const;
export type CalendarDayKind = (typeof calendarDayKinds)[number];

export type WeekLetter = 'A' | 'B';

/**
 * POST/PUT /api/calendar/years. The A week is the week containing `abReferenceDate` (default: the
 * first day of the year); from it weeks alternate A, B, A, … by the calendar. New years get
 * Croatia's public holidays proposed unless `includePublicHolidays` is false.
 */
export const schoolYearInputSchema = z
  .object({
    name: z.string().trim().max(50, { error: m.yearNameTooLong }).optional(),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    abReferenceDate: isoDateSchema.optional(),
    includePublicHolidays: z.boolean().default(true),
  })
  .refine((v) => v.endDate > v.startDate, { error: m.yearEndBeforeStart, path: ['endDate'] });
export type SchoolYearInput = z.infer<typeof schoolYearInputSchema>;

/** POST /api/calendar/years/{id}/days: one day (no end date) or a range. */
export const calendarDayInputSchema = z
  .object({
    startDate: isoDateSchema,
    endDate: isoDateSchema.optional(),
    name: z
      .string({ error: m.dayNameRequired })
      .trim()
      .min(1, { error: m.dayNameRequired })
      .max(200, { error: m.dayNameTooLong }),
    kind: z.enum(calendarDayKinds, { error: m.dayKindInvalid }),
  })
  .refine((v) => !v.endDate || v.endDate >= v.startDate, {
    error: m.dayEndBeforeStart,
    path: ['endDate'],
  });
export type CalendarDayInput = z.infer<typeof calendarDayInputSchema>;

export const calendarDaySchema = z
  .object({
    id: z.number().int(),
    startDate: z.string(),
    endDate: z.string(),
    kind: z.enum(calendarDayKinds),
    name: z.string(),
  })
  .meta({ id: 'CalendarDay' });
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const schoolYearSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    /** The Monday of the reference A week. */
    abReferenceMonday: z.string(),
    days: z.array(calendarDaySchema),
  })
  .meta({ id: 'SchoolYear' });
export type SchoolYear = z.infer<typeof schoolYearSchema>;

export const schoolYearListSchema = z.object({ years: z.array(schoolYearSchema) });
export const schoolYearSavedSchema = z.object({ year: schoolYearSchema, message: z.string() });

export const publicHolidaysQuerySchema = z.object({
  year: z.coerce.number({ error: m.dateInvalid }).int().min(1900).max(2200),
});
export const publicHolidayListSchema = z.object({
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
});

/** How the calendar sees one day: its A/B week, whether it is taught, and why not. */
export const dayInfoSchema = z
  .object({
    date: z.string(),
    week: z.enum(['A', 'B']).nullable(),
    teaching: z.boolean(),
    offDay: z.object({ name: z.string(), kind: z.enum(calendarDayKinds) }).nullable(),
  })
  .meta({ id: 'CalendarDayInfo' });
export type DayInfo = z.infer<typeof dayInfoSchema>;
