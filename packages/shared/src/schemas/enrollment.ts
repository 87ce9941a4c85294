import { z } from 'zod';
import { isMinor, isValidIsoDate } from '../age.ts';
import { enrollmentMessages as m } from '../enrollment-messages.ts';
import { AGREEMENT_MAX_LENGTH } from '../enrollment-rules.ts';
import {
  addressField,
  boundedText,
  idField,
  isValidPhone,
  normalizePhone,
} from './person-fields.ts';
import { timestampSchema } from './common.ts';
import { addressSchema, parentSchema } from './user.ts';
import { formConsentsField } from './form-consents.ts';

const parentInput = () =>
  z
    .object({
      ime: boundedText(100).default(''),
      prezime: boundedText(100).default(''),
      brojMobitela: z
        .string({ error: m.phone })
        .max(30, { error: m.phone })
        .transform(normalizePhone)
        .default(''),
    })
    .optional();

const parentComplete = (p: { ime: string; prezime: string; brojMobitela: string } | undefined) =>
  !!p && p.ime.length >= 2 && p.prezime.length >= 2 && isValidPhone(p.brojMobitela);

/**
 * POST /api/enrollment/accept and the /enroll form (spec §5 enrollment rules). Program and
 * attendance type depend on the school's programs and the selection window: the server checks
 * those. `agreementText`, `schoolId` and `agreementAccepted` are spec §7's fields; the school
 * comes from the session and the accepted text is identified by `agreementVersion`.
 */
export function createEnrollmentAcceptSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      agreementAccepted: z.literal(true, { error: m.agreement }),
      agreementVersion: z.number({ error: m.agreementChanged }).int().positive(),
      agreementText: z.string().max(AGREEMENT_MAX_LENGTH).optional(),
      schoolId: z.number().int().positive().optional(),
      programId: idField(m.program).optional(),
      pohadanjeNastave: boundedText(50, m.attendance).optional(),
      oib: z
        .string({ error: m.oib })
        .trim()
        .regex(/^\d{11}$/, { error: m.oib }),
      datumRodjenja: z
        .string({ error: m.birthDate })
        .trim()
        .min(1, { error: m.birthDate, abort: true })
        .refine(isValidIsoDate, { error: m.dateInvalid }),
      brojMobitela: z
        .string({ error: m.phone })
        .max(30, { error: m.phone })
        .transform(normalizePhone)
        .refine(isValidPhone, { error: m.phone }),
      adresa: addressField().refine(
        (a) => a.ulica !== '' || a.kucniBroj !== '' || a.mjesto !== '',
        {
          error: m.address,
        },
      ),
      roditelj1: parentInput(),
      roditelj2: parentInput(),
      /** Per-purpose consents; under 16 given by the parent named as roditelj1. */
      consents: formConsentsField().optional(),
    })
    .superRefine((value, ctx) => {
      if (!isValidIsoDate(value.datumRodjenja) || !isMinor(value.datumRodjenja, now())) return;
      if (!parentComplete(value.roditelj1) || !parentComplete(value.roditelj2)) {
        ctx.addIssue({ code: 'custom', path: ['roditelj1'], message: m.parents });
      }
    });
}
export const enrollmentAcceptSchema = createEnrollmentAcceptSchema();
export type EnrollmentAcceptInput = z.input<typeof enrollmentAcceptSchema>;

export const enrollmentSchema = z
  .object({
    id: z.number().int(),
    enrollmentYearId: z.number().int(),
    status: z.literal('confirmed'),
    acceptedAt: timestampSchema,
    agreementVersion: z.number().int(),
    programId: z.number().int().nullable(),
    programName: z.string().nullable(),
    pohadanjeNastave: z.string().nullable(),
  })
  .meta({ id: 'Enrollment' });
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const enrollmentSchoolYearSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

const programOptionSchema = z.object({
  id: z.number().int(),
  naziv: z.string(),
  tipovi: z.array(z.string()),
});

/** GET /api/enrollment/current: spec §7's `enrollment` and `schoolYear`, and what the UI needs. */
export const enrollmentCurrentSchema = z.object({
  enrollmentYearId: z.number().int().nullable(),
  schoolYear: enrollmentSchoolYearSchema.nullable(),
  enrollment: enrollmentSchema.nullable(),
  agreementVersion: z.number().int().nullable(),
  /** Program changes are allowed today (the admin's window). */
  selectionOpen: z.boolean(),
  programs: z.array(programOptionSchema),
  /** Spec §4: the profile card is shown (students, June–December). */
  showCard: z.boolean(),
  /** Spec §4: a student without an accepted agreement is sent to /enroll (September on). */
  mustEnroll: z.boolean(),
  /** What the form starts with: the student's data as the school has it. */
  prefill: z.object({
    ime: z.string(),
    prezime: z.string(),
    email: z.string(),
    oib: z.string().nullable(),
    datumRodjenja: z.string().nullable(),
    brojMobitela: z.string().nullable(),
    adresa: addressSchema,
    roditelj1: parentSchema.nullable(),
    roditelj2: parentSchema.nullable(),
    programId: z.number().int().nullable(),
    pohadanjeNastave: z.string().nullable(),
  }),
});
export type EnrollmentCurrent = z.infer<typeof enrollmentCurrentSchema>;

export const enrollmentAgreementSchema = z.object({
  agreementText: z.string(),
  version: z.number().int().nullable(),
  schoolYear: z.string().nullable(),
});

export const enrollmentAcceptedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  enrollment: enrollmentSchema,
});

// Admin side

const optionalDate = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isValidIsoDate(v), { error: m.dateInvalid })
    .nullish()
    .transform((v) => v || null);

export const enrollmentYearInputSchema = z
  .object({
    schoolYearId: idField(m.schoolYearNotFound),
    agreementText: z
      .string({ error: m.agreementRequired })
      .trim()
      .min(1, { error: m.agreementRequired })
      .max(AGREEMENT_MAX_LENGTH, { error: m.agreementTooLong }),
    programChangeFrom: optionalDate(),
    programChangeUntil: optionalDate(),
  })
  .refine(
    (v) =>
      !v.programChangeFrom || !v.programChangeUntil || v.programChangeFrom <= v.programChangeUntil,
    { error: m.windowInvalid, path: ['programChangeUntil'] },
  );
export type EnrollmentYearInput = z.input<typeof enrollmentYearInputSchema>;

export const enrollmentYearUpdateSchema = z
  .object({
    agreementText: z
      .string({ error: m.agreementRequired })
      .trim()
      .min(1, { error: m.agreementRequired })
      .max(AGREEMENT_MAX_LENGTH, { error: m.agreementTooLong }),
    programChangeFrom: optionalDate(),
    programChangeUntil: optionalDate(),
  })
  .refine(
    (v) =>
      !v.programChangeFrom || !v.programChangeUntil || v.programChangeFrom <= v.programChangeUntil,
    { error: m.windowInvalid, path: ['programChangeUntil'] },
  );

export const enrollmentYearSchema = z
  .object({
    id: z.number().int(),
    schoolYear: enrollmentSchoolYearSchema,
    programChangeFrom: z.string().nullable(),
    programChangeUntil: z.string().nullable(),
    agreementVersion: z.number().int(),
    agreementText: z.string(),
    openedAt: timestampSchema,
  })
  .meta({ id: 'EnrollmentYear' });
export type EnrollmentYear = z.infer<typeof enrollmentYearSchema>;

export const enrollmentYearListSchema = z.object({ years: z.array(enrollmentYearSchema) });
export const enrollmentYearSavedSchema = z.object({
  year: enrollmentYearSchema,
  message: z.string(),
});

export const enrollmentStatusFilter = z.enum(['all', 'confirmed', 'pending']);

/** Filters of the dashboard, its exports and bulk PDFs. */
export const enrollmentDashboardQuerySchema = z.object({
  yearId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  status: enrollmentStatusFilter.optional(),
  programId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  mentorId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  q: z.string().trim().max(100).optional(),
});
export type EnrollmentDashboardQuery = z.infer<typeof enrollmentDashboardQuerySchema>;

/** The dashboard lists a page of rows (the counts cover every row of the filter). */
export const DASHBOARD_PAGE = 100;
export const enrollmentDashboardPageQuerySchema = enrollmentDashboardQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(DASHBOARD_PAGE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const enrollmentExportQuerySchema = enrollmentDashboardQuerySchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

const countSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  confirmed: z.number().int(),
  pending: z.number().int(),
});

export const enrollmentRowSchema = z.object({
  studentId: z.number().int(),
  ime: z.string(),
  prezime: z.string(),
  korisnickoIme: z.string(),
  email: z.string(),
  programs: z.array(z.object({ id: z.number().int(), naziv: z.string() })),
  mentors: z.array(z.object({ id: z.number().int(), ime: z.string(), prezime: z.string() })),
  status: z.enum(['confirmed', 'pending']),
  acceptedAt: timestampSchema.nullable(),
  agreementVersion: z.number().int().nullable(),
  programName: z.string().nullable(),
  pohadanjeNastave: z.string().nullable(),
});
export type EnrollmentRow = z.infer<typeof enrollmentRowSchema>;

export const enrollmentDashboardSchema = z.object({
  year: enrollmentYearSchema.nullable(),
  totals: z.object({
    students: z.number().int(),
    confirmed: z.number().int(),
    pending: z.number().int(),
  }),
  byProgram: z.array(countSchema),
  byMentor: z.array(countSchema),
  rows: z.array(enrollmentRowSchema),
  /** How many rows the filter matches; `rows` holds `limit` of them from `offset`. */
  rowsTotal: z.number().int(),
});
export type EnrollmentDashboard = z.infer<typeof enrollmentDashboardSchema>;

export const enrollmentReminderInputSchema = z.object({
  yearId: idField(m.yearNotFound),
});
export const enrollmentRemindersSentSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  sent: z.number().int(),
});

export const studentIdParamsSchema = z.object({
  studentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
