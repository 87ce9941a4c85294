import { z } from 'zod';
import { adminMessages as am } from '../admin-messages.ts';
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

/**
 * Administration of students: their filters, list and creation, and the created account's answer
 * (shared with mentors). Mentors, programs, import, privacy and audit have files of their own.
 */

const flag = z
  .enum(['1', 'true', '0', 'false'], { error: am.invalidFilter })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));
/** An optional positive id in a query string (also the audit log's filters). */
export const optionalId = z.coerce
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
