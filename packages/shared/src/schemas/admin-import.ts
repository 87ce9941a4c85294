import { z } from 'zod';
import { adminMessages as am, IMPORT_MAX_ROWS } from '../admin-messages.ts';

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
