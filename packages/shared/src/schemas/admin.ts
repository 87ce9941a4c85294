import { z } from 'zod';
import {
  adminMessages as am,
  AUDIT_ACTIONS,
  CONSENT_PURPOSES,
  IMPORT_MAX_ROWS,
} from '../admin-messages.ts';
import { accountMessages as m } from '../account-messages.ts';
import { nextCursorSchema, pageQueryFields, personRefSchema, programRefSchema } from './common.ts';
import {
  addressField,
  emailField,
  idField,
  nameField,
  oibField,
  optionalPhoneField,
  parentField,
  boundedText,
} from './person-fields.ts';

/** Administration: students, mentors, programs, import, erasure, consents, audit. */

const flag = z
  .enum(['1', 'true', '0', 'false'], { error: am.invalidFilter })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));
const optionalId = z.coerce
  .number({ error: am.invalidFilter })
  .int({ error: am.invalidFilter })
  .positive({ error: am.invalidFilter })
  .max(Number.MAX_SAFE_INTEGER, { error: am.invalidFilter })
  .optional();

/** GET /api/admin/students filters (also the export's). */
export const studentFilterSchema = z.object({
  q: z.string().trim().max(100, { error: am.invalidFilter }).optional(),
  noMentor: flag,
  noProgram: flag,
  theory: flag,
  choir: flag,
  minor: flag,
  noPhotos: flag,
  /** No accepted enrollment for the school's latest enrollment year. */
  notEnrolled: flag,
  createdYear: z.coerce
    .number({ error: am.invalidFilter })
    .int({ error: am.invalidFilter })
    .min(2000, { error: am.invalidFilter })
    .max(2100, { error: am.invalidFilter })
    .optional(),
  programId: optionalId,
  mentorId: optionalId,
  status: z.enum(['active', 'inactive', 'all'], { error: am.invalidFilter }).default('active'),
  sort: z.enum(['name', 'newest'], { error: am.invalidFilter }).default('name'),
});
export type StudentFilter = z.infer<typeof studentFilterSchema>;
export const studentListQuerySchema = studentFilterSchema.extend(pageQueryFields);
export const studentExportQuerySchema = studentFilterSchema.extend({
  format: z.enum(['csv', 'xlsx'], { error: am.invalidFilter }).default('xlsx'),
});

export const adminStudentSchema = z.object({
  id: z.number().int(),
  ime: z.string(),
  prezime: z.string(),
  korisnickoIme: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  pohadjaTeoriju: z.boolean(),
  maiZbor: z.boolean(),
  minor: z.boolean(),
  noPhotos: z.boolean(),
  programs: z.array(programRefSchema),
  mentors: z.array(personRefSchema),
  createdAt: z.string(),
});
export type AdminStudent = z.infer<typeof adminStudentSchema>;
export const studentListSchema = z.object({
  students: z.array(adminStudentSchema),
  total: z.number().int(),
  nextCursor: nextCursorSchema,
});

/** POST /api/admin/students: one student; the username is generated, credentials mailed. */
export const createStudentSchema = (now: () => Date) =>
  z.object({
    ime: nameField(),
    prezime: nameField(),
    email: emailField(),
    oib: z
      .union([z.literal(''), oibField()])
      .optional()
      .transform((v) => v || null),
    datumRodjenja: z
      .union([z.literal(''), z.iso.date({ error: m.birthDateInvalid })])
      .optional()
      .refine((v) => !v || v <= now().toISOString().slice(0, 10), { error: m.birthDateFuture })
      .transform((v) => v || null),
    brojMobitela: optionalPhoneField(),
    adresa: addressField(),
    roditelj1: parentField()
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    programId: idField(m.program)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    pohadanjeNastave: boundedText(40)
      .nullable()
      .optional()
      .transform((v) => v || null),
    mentorIds: z.array(idField(m.unknownProgram)).max(10).default([]),
    pohadjaTeoriju: z.boolean({ error: m.checkboxInvalid }).default(false),
    maiZbor: z.boolean({ error: m.checkboxInvalid }).default(false),
  });
export type CreateStudentInput = z.infer<ReturnType<typeof createStudentSchema>>;
export const createdAccountSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: z.object({ id: z.number().int(), korisnickoIme: z.string() }),
});

/** Mentors. */
export const mentorListQuerySchema = z.object({
  q: z.string().trim().max(100, { error: am.invalidFilter }).optional(),
  status: z.enum(['active', 'inactive', 'all'], { error: am.invalidFilter }).default('active'),
  ...pageQueryFields,
});
export const adminMentorSchema = z.object({
  id: z.number().int(),
  ime: z.string(),
  prezime: z.string(),
  korisnickoIme: z.string(),
  email: z.string(),
  predmet: z.string().nullable(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  confirmed: z.boolean(),
  programs: z.array(programRefSchema),
  studentCount: z.number().int(),
});
export type AdminMentor = z.infer<typeof adminMentorSchema>;
export const mentorListSchema = z.object({
  mentors: z.array(adminMentorSchema),
  total: z.number().int(),
  nextCursor: nextCursorSchema,
});
export const createMentorSchema = z.object({
  ime: nameField(),
  prezime: nameField(),
  email: emailField(),
  predmet: boundedText(100)
    .optional()
    .transform((v) => v || null),
  programIds: z.array(idField(m.program)).max(20).default([]),
  isAdmin: z.boolean({ error: m.checkboxInvalid }).default(false),
});
export type CreateMentorInput = z.infer<typeof createMentorSchema>;
export const updateMentorSchema = z.object({
  predmet: boundedText(100)
    .nullable()
    .transform((v) => v || null),
  programIds: z.array(idField(m.program)).max(20),
  isAdmin: z.boolean({ error: m.checkboxInvalid }),
});
export type UpdateMentorInput = z.infer<typeof updateMentorSchema>;

/** Programs (prices in euros). */
const euros = z
  .number({ error: am.programPrice })
  .min(0, { error: am.programPrice })
  .max(100_000, { error: am.programPrice });
export const programInputSchema = z
  .object({
    naziv: z
      .string({ error: am.programName })
      .trim()
      .min(2, { error: am.programName })
      .max(100, { error: am.programName }),
    cijena: euros.nullable().default(null),
    tipovi: z
      .array(
        z.object({
          tip: z
            .string({ error: am.programTypes })
            .trim()
            .min(1, { error: am.programTypes })
            .max(40),
          cijena: euros,
        }),
      )
      .max(10, { error: am.programTypes })
      .default([])
      .refine((t) => new Set(t.map((x) => x.tip)).size === t.length, { error: am.programTypes }),
    showInSignup: z.boolean({ error: m.checkboxInvalid }).default(true),
    active: z.boolean({ error: m.checkboxInvalid }).default(true),
  })
  .refine((p) => p.cijena !== null || p.tipovi.length > 0, {
    error: am.programPriceMissing,
    path: ['cijena'],
  });
export type ProgramInput = z.infer<typeof programInputSchema>;
export const adminProgramSchema = z.object({
  id: z.number().int(),
  naziv: z.string(),
  cijena: z.number().nullable(),
  tipovi: z.array(z.object({ tip: z.string(), cijena: z.number() })),
  showInSignup: z.boolean(),
  active: z.boolean(),
  studentCount: z.number().int(),
});
export type AdminProgram = z.infer<typeof adminProgramSchema>;
export const adminProgramListSchema = z.object({ programs: z.array(adminProgramSchema) });

/** Import of students from XLSX: the preview's rows and the commit. */
export const importRowValuesSchema = z.object({
  ime: z.string().max(200),
  prezime: z.string().max(200),
  email: z.string().max(300),
  oib: z.string().max(50),
  datumRodjenja: z.string().max(50),
  brojMobitela: z.string().max(50),
  ulica: z.string().max(300),
  kucniBroj: z.string().max(50),
  mjesto: z.string().max(200),
  program: z.string().max(200),
  pohadanjeNastave: z.string().max(100),
  roditeljIme: z.string().max(200),
  roditeljPrezime: z.string().max(200),
  roditeljMobitel: z.string().max(50),
  teorija: z.string().max(10),
  zbor: z.string().max(10),
});
export type ImportRowValues = z.infer<typeof importRowValuesSchema>;
export const importRowSchema = z.object({
  row: z.number().int(),
  values: importRowValuesSchema,
  status: z.enum(['new', 'duplicate', 'invalid']),
  errors: z.record(z.string(), z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;
export const importPreviewSchema = z.object({
  rows: z.array(importRowSchema),
  summary: z.object({
    new: z.number().int(),
    duplicate: z.number().int(),
    invalid: z.number().int(),
  }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export const importCommitSchema = z.object({
  rows: z
    .array(importRowValuesSchema.extend({ row: z.number().int().min(1).max(100_000) }))
    .min(1, { error: am.importEmpty })
    .max(IMPORT_MAX_ROWS, { error: am.importTooMany }),
});
export const importResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  created: z.number().int(),
  skipped: z.number().int(),
});

/** Deactivate, erase, reset. */
export const eraseSchema = z.object({
  confirmation: z.string({ error: am.confirmationMismatch }).max(300),
});

/** Consents. */
export const consentPurposeSchema = z.enum(CONSENT_PURPOSES, { error: am.consentPurpose });
export const consentInputSchema = z.object({
  purpose: consentPurposeSchema,
  granted: z.boolean({ error: m.checkboxInvalid }),
  parentName: boundedText(200)
    .optional()
    .transform((v) => v || null),
});
export type ConsentInput = z.infer<typeof consentInputSchema>;
export const consentStateSchema = z.object({
  purpose: consentPurposeSchema,
  label: z.string(),
  granted: z.boolean(),
  version: z.string().nullable(),
  givenAt: z.string().nullable(),
  givenByParent: z.string().nullable(),
  recordedBy: personRefSchema.nullable(),
  withdrawnAt: z.string().nullable(),
});
export const consentListSchema = z.object({
  currentVersion: z.string(),
  parentRequired: z.boolean(),
  consents: z.array(consentStateSchema),
});
export type ConsentList = z.infer<typeof consentListSchema>;

/** Audit log. */
export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: am.invalidFilter }).optional(),
  actorId: optionalId,
  subjectId: optionalId,
  ...pageQueryFields,
});
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  label: z.string(),
  actor: personRefSchema.nullable(),
  subject: personRefSchema.nullable(),
  subjectType: z.string(),
  /** The subject's id of any type (a sign-up request, a program, a person). */
  subjectId: z.number().int().nullable(),
  fields: z.array(z.string()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: nextCursorSchema,
});

/** GET /api/admin/overview: counts that link to their lists, and recent activity. */
export const adminOverviewSchema = z.object({
  counts: z.object({
    pendingSignups: z.number().int(),
    students: z.number().int(),
    mentors: z.number().int(),
    inactive: z.number().int(),
    studentsWithoutMentor: z.number().int(),
    programs: z.number().int(),
    /** Active students without an accepted enrollment for the latest enrollment year. */
    notEnrolled: z.number().int(),
    unpaidInvoices: z.number().int(),
    openProblemReports: z.number().int(),
  }),
  recent: z.array(auditEntrySchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
