import { z } from 'zod';
import { parseTimeOfDay } from '../calendar-date.ts';
import { scheduleMessages as m } from '../schedule-messages.ts';
import { isoDateSchema } from './calendar.ts';

export const lessonTypes = ['individual', 'group', 'theory'] as const;
export type LessonType = (typeof lessonTypes)[number];
export const weekPatterns = ['every', 'A', 'B'] as const;
export type WeekPattern = (typeof weekPatterns)[number];
export const attendanceStatuses = [
  'present',
  'excused',
  'unexcused',
  'mentor_cancelled',
  'school_cancelled',
] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** A time of day on the school's clock, `HH:MM`. */
export const timeOfDaySchema = z
  .string({ error: m.timeInvalid })
  .trim()
  .refine((v) => parseTimeOfDay(v) !== null, { error: m.timeInvalid });

/** The id, duration and person fields the other schedule-*.ts schemas build on too. */
export const idSchema = z
  .number({ error: m.unknownStudent })
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER);
export const durationSchema = z
  .number({ error: m.durationInvalid })
  .int({ error: m.durationInvalid })
  .min(15, { error: m.durationInvalid })
  .max(240, { error: m.durationInvalid });
export const personSchema = z.object({ id: z.number().int(), name: z.string() });
const reason = z
  .string({ error: m.reasonRequired })
  .trim()
  .min(1, { error: m.reasonRequired })
  .max(500, { error: m.reasonTooLong });

/**
 * POST/PUT /api/schedule/series and POST /api/schedule/check. Students come from exactly one
 * source: by hand (`studentIds`), a theory/student group (`groupId`, membership stays live) or all
 * students of a program (`programId`, taken when saved). Dates default to the school year.
 */
export const seriesInputSchema = z
  .object({
    type: z.enum(lessonTypes, { error: m.typeInvalid }),
    title: z
      .string({ error: m.titleRequired })
      .trim()
      .min(1, { error: m.titleRequired })
      .max(100, { error: m.titleTooLong }),
    mentorId: idSchema.optional(),
    classroomId: idSchema.nullable().default(null),
    weekday: z
      .number({ error: m.weekdayInvalid })
      .int({ error: m.weekdayInvalid })
      .min(1, { error: m.weekdayInvalid })
      .max(6, { error: m.weekdayInvalid }),
    start: timeOfDaySchema,
    durationMinutes: durationSchema.default(45),
    weeks: z.enum(weekPatterns, { error: m.weeksInvalid }).default('every'),
    validFrom: isoDateSchema,
    validTo: isoDateSchema.optional(),
    studentIds: z.array(idSchema).max(60, { error: m.tooManyStudents }).optional(),
    groupId: idSchema.optional(),
    programId: idSchema.optional(),
    /** Only for the dry run: the series being edited does not clash with itself. */
    seriesId: idSchema.optional(),
  })
  .refine((v) => !v.validTo || v.validTo >= v.validFrom, {
    error: m.validToBeforeFrom,
    path: ['validTo'],
  })
  .refine(
    (v) => [v.studentIds?.length ? 1 : 0, v.groupId ? 1 : 0, v.programId ? 1 : 0].some(Boolean),
    { error: m.studentsRequired, path: ['studentIds'] },
  )
  .refine((v) => [v.studentIds?.length, v.groupId, v.programId].filter(Boolean).length <= 1, {
    error: m.studentsOneSource,
    path: ['studentIds'],
  })
  .refine((v) => v.type !== 'individual' || (v.studentIds?.length ?? 0) === 1, {
    error: m.individualOneStudent,
    path: ['studentIds'],
  });
export type SeriesInput = z.infer<typeof seriesInputSchema>;

export const scheduleQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    studentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    mentorId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    classroomId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    /** `combined`: a mentor's own lessons together with every lesson of their students. */
    view: z.enum(['combined'], { error: m.viewInvalid }).optional(),
    /** Only lessons of this type: `theory` gives the theory timetable. */
    type: z.enum(lessonTypes, { error: m.typeInvalid }).optional(),
  })
  .refine((v) => v.to >= v.from, { error: m.validToBeforeFrom, path: ['to'] });

export const endSeriesQuerySchema = z.object({ from: isoDateSchema.optional() });

/** `/api/schedule/occurrences/{id}`: `<seriesId>-<YYYYMMDD>` or `x<id>` for extra lessons. */
export const occurrenceParamsSchema = z.object({
  id: z.string().regex(/^(\d{1,12}-\d{8}|x\d{1,12})$/, { error: m.occurrenceNotFound }),
});

export const cancelInputSchema = z.object({
  reason,
  kind: z.enum(['mentor', 'school'], { error: m.cancelKindInvalid }).default('mentor'),
});
export const absenceInputSchema = z.object({ reason });
export const moveInputSchema = z.object({
  date: isoDateSchema,
  start: timeOfDaySchema,
  classroomId: idSchema.nullable().optional(),
});
export const extraInputSchema = z.object({
  date: isoDateSchema,
  start: timeOfDaySchema,
  durationMinutes: durationSchema.optional(),
  classroomId: idSchema.nullable().optional(),
});
export const attendanceInputSchema = z.object({
  entries: z
    .array(
      z.object({
        studentId: idSchema,
        status: z.enum(attendanceStatuses, { error: 'Odaberite ispravan status prisutnosti.' }),
      }),
    )
    .min(1, { error: m.attendanceStudent })
    .max(60),
});
export const noteInputSchema = z.object({
  workedOn: z.string().trim().max(5000, { error: m.noteTooLong }).default(''),
  homework: z.string().trim().max(5000, { error: m.noteTooLong }).default(''),
});

// Answers

export const occurrenceSchema = z
  .object({
    id: z.string(),
    seriesId: z.number().int().nullable(),
    kind: z.enum(['series', 'extra', 'makeup']),
    date: z.string(),
    start: z.string(),
    end: z.string(),
    type: z.enum(lessonTypes),
    title: z.string(),
    week: z.enum(['A', 'B']).nullable(),
    mentor: personSchema,
    students: z.array(personSchema),
    classroom: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    status: z.enum(['scheduled', 'moved', 'cancelled']),
    originalDate: z.string().nullable(),
    cancelReason: z.string().nullable(),
    attendance: z.array(
      z.object({ studentId: z.number().int(), status: z.enum(attendanceStatuses) }),
    ),
    note: z.object({ workedOn: z.string(), homework: z.string() }).nullable(),
  })
  .meta({ id: 'LessonOccurrence' });
export type Occurrence = z.infer<typeof occurrenceSchema>;
export const scheduleSchema = z.object({
  occurrences: z.array(occurrenceSchema),
  days: z.array(
    z.object({
      date: z.string(),
      week: z.enum(['A', 'B']).nullable(),
      teaching: z.boolean(),
      offDay: z.string().nullable(),
    }),
  ),
});
export const nextLessonSchema = z.object({ occurrence: occurrenceSchema.nullable() });
export const occurrenceSavedSchema = z.object({
  occurrence: occurrenceSchema,
  message: z.string(),
});

export const seriesSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(lessonTypes),
    title: z.string(),
    mentor: personSchema,
    classroomId: z.number().int().nullable(),
    groupId: z.number().int().nullable(),
    weekday: z.number().int(),
    start: z.string(),
    durationMinutes: z.number().int(),
    weeks: z.enum(weekPatterns),
    validFrom: z.string(),
    validTo: z.string(),
    students: z.array(personSchema),
  })
  .meta({ id: 'LessonSeries' });
export type Series = z.infer<typeof seriesSchema>;
export const seriesSavedSchema = z.object({ series: seriesSchema, message: z.string() });
export const checkResultSchema = z.object({ ok: z.boolean(), clashes: z.array(z.string()) });
