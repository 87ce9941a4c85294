import { z } from 'zod';
import { adminMessages as am, IMPORT_MAX_ROWS } from '../admin-messages.ts';

/**
 * Bulk import of mentors from XLSX, like the students' import: the cells of one row as typed,
 * the preview marking each row new / duplicate / invalid with a reason per cell, the commit.
 */
export const mentorImportRowValuesSchema = z.object({
  ime: z.string().max(200),
  prezime: z.string().max(200),
  email: z.string().max(300),
  brojMobitela: z.string().max(50),
  predmet: z.string().max(200),
  /** Program names separated by commas. */
  programi: z.string().max(1000),
  /** 'da' or 'ne': the mentor is also an admin of the school. */
  admin: z.string().max(20),
});
export type MentorImportRowValues = z.infer<typeof mentorImportRowValuesSchema>;

export const mentorImportRowSchema = z.object({
  row: z.number().int(),
  values: mentorImportRowValuesSchema,
  status: z.enum(['new', 'duplicate', 'invalid']),
  errors: z.record(z.string(), z.string()),
});
export type MentorImportRow = z.infer<typeof mentorImportRowSchema>;

export const mentorImportPreviewSchema = z.object({
  rows: z.array(mentorImportRowSchema),
  summary: z.object({
    new: z.number().int(),
    duplicate: z.number().int(),
    invalid: z.number().int(),
  }),
});
export type MentorImportPreview = z.infer<typeof mentorImportPreviewSchema>;

export const mentorImportCommitSchema = z.object({
  rows: z
    .array(mentorImportRowValuesSchema.extend({ row: z.number().int().min(1).max(100_000) }))
    .min(1, { error: am.importEmpty })
    .max(IMPORT_MAX_ROWS, { error: am.importTooMany }),
});
