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

const id = z.number({ error: m.unknownStudent }).int().positive().max(Number.MAX_SAFE_INTEGER);
const duration = z
  .number({ error: m.durationInvalid })
  .int({ error: m.durationInvalid })
  .min(15, { error: m.durationInvalid })
  .max(240, { error: m.durationInvalid });
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
    mentorId: id.optional(),
    classroomId: id.nullable().default(null),
    weekday: z
      .number({ error: m.weekdayInvalid })
      .int({ error: m.weekdayInvalid })
      .min(1, { error: m.weekdayInvalid })
      .max(6, { error: m.weekdayInvalid }),
    start: timeOfDaySchema,
    durationMinutes: duration.default(45),
    weeks: z.enum(weekPatterns, { error: m.weeksInvalid }).default('every'),
    validFrom: isoDateSchema,
    validTo: isoDateSchema.optional(),
    studentIds: z.array(id).max(60, { error: m.tooManyStudents }).optional(),
    groupId: id.optional(),
    programId: id.optional(),
    /** Only for the dry run: the series being edited does not clash with itself. */
    seriesId: id.optional(),
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
  classroomId: id.nullable().optional(),
});
export const extraInputSchema = z.object({
  date: isoDateSchema,
  start: timeOfDaySchema,
  durationMinutes: duration.optional(),
  classroomId: id.nullable().optional(),
});
export const attendanceInputSchema = z.object({
  entries: z
    .array(
      z.object({
        studentId: id,
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

export const classroomInputSchema = z.object({
  name: z
    .string({ error: m.classroomNameRequired })
    .trim()
    .min(1, { error: m.classroomNameRequired })
    .max(100, { error: m.classroomNameTooLong }),
  capacity: z
    .number({ error: m.classroomCapacityInvalid })
    .int({ error: m.classroomCapacityInvalid })
    .min(1, { error: m.classroomCapacityInvalid })
    .max(500, { error: m.classroomCapacityInvalid }),
  active: z.boolean().default(true),
});
export type ClassroomInput = z.infer<typeof classroomInputSchema>;

export const groupInputSchema = z.object({
  name: z
    .string({ error: m.groupNameRequired })
    .trim()
    .min(1, { error: m.groupNameRequired })
    .max(100, { error: m.groupNameTooLong }),
  kind: z.enum(['theory', 'group']).default('theory'),
  studentIds: z.array(id).max(200).default([]),
});
export type GroupInput = z.infer<typeof groupInputSchema>;

export const slotInputSchema = z.object({
  date: isoDateSchema,
  start: timeOfDaySchema,
  durationMinutes: duration.default(45),
  classroomId: id.nullable().default(null),
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

const person = z.object({ id: z.number().int(), name: z.string() });
export const classroomSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    capacity: z.number().int(),
    active: z.boolean(),
  })
  .meta({ id: 'Classroom' });
export type Classroom = z.infer<typeof classroomSchema>;
export const classroomListSchema = z.object({ classrooms: z.array(classroomSchema) });
export const classroomSavedSchema = z.object({ classroom: classroomSchema, message: z.string() });

export const studentGroupSchema = z
  .object({ id: z.number().int(), name: z.string(), kind: z.string(), students: z.array(person) })
  .meta({ id: 'StudentGroup' });
export const groupListSchema = z.object({ groups: z.array(studentGroupSchema) });
export const groupSavedSchema = z.object({ group: studentGroupSchema, message: z.string() });

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
    mentor: person,
    students: z.array(person),
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
    mentor: person,
    classroomId: z.number().int().nullable(),
    groupId: z.number().int().nullable(),
    weekday: z.number().int(),
    start: z.string(),
    durationMinutes: z.number().int(),
    weeks: z.enum(weekPatterns),
    validFrom: z.string(),
    validTo: z.string(),
    students: z.array(person),
  })
  .meta({ id: 'LessonSeries' });
export type Series = z.infer<typeof seriesSchema>;
export const seriesSavedSchema = z.object({ series: seriesSchema, message: z.string() });
export const checkResultSchema = z.object({ ok: z.boolean(), clashes: z.array(z.string()) });

export const makeupCreditSchema = z.object({
  id: z.number().int(),
  mentor: person,
  student: person,
  sourceDate: z.string(),
  reason: z.string(),
  expiresOn: z.string(),
  status: z.enum(['available', 'used', 'expired']),
});
export const makeupSlotSchema = z.object({
  id: z.number().int(),
  mentor: person,
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

export const attendanceReportSchema = z.object({
  month: z.string(),
  rows: z.array(
    z.object({
      student: person,
      mentor: person,
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
  students: z.array(z.object({ student: person, total: z.number().int() })),
});
export const feedTokenSchema = z.object({ url: z.string().nullable(), message: z.string() });
