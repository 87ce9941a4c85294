import { z } from 'zod';
import { adminMessages as am } from '../admin-messages.ts';
import { accountMessages as m } from '../account-messages.ts';
import { nextCursorSchema, pageQueryFields, programRefSchema } from './common.ts';
import { emailField, idField, nameField, boundedText } from './person-fields.ts';

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
