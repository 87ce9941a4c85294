import { z } from 'zod';
import { invoiceMessages as m } from '../invoice-messages.ts';
import { idList } from './invoices.ts';

/** Invoice payments: marked paid by hand, or read from a spreadsheet or bank statement. */

export const markPaidInputSchema = z.object({
  paidOn: z.iso.date({ error: m.paidOnInvalid }).optional(),
});

const dayField = z.iso.date({ error: m.paidOnInvalid });

export const markManyPaidInputSchema = z
  .object({
    invoiceIds: idList.default([]),
    /** Payments with their own day (an import's booking dates); alongside or instead of ids. */
    payments: z
      .array(z.object({ invoiceId: z.number().int().positive(), paidOn: dayField.optional() }))
      .max(5000)
      .default([]),
    /** Where the payment was seen: by hand, the spreadsheet or a bank statement. */
    source: z.enum(['manual', 'xlsx', 'camt']).default('manual'),
    paidOn: dayField.optional(),
  })
  .refine((v) => v.invoiceIds.length + v.payments.length > 0, {
    error: m.idsRequired,
    path: ['invoiceIds'],
  });
export type MarkManyPaidInput = z.infer<typeof markManyPaidInputSchema>;
export const markManyPaidAnswerSchema = z.object({
  updated: z.number().int(),
  message: z.string(),
});

/** POST /api/invoices/import: a file read to a preview; nothing is marked paid yet. */
export const importInputSchema = z.object({
  fileName: z.string().trim().min(1, { error: m.importFileMissing }).max(200),
  contentBase64: z
    .string({ error: m.importFileMissing })
    .min(1, { error: m.importFileMissing })
    .max(4_000_000),
});

export const importLineSchema = z.object({
  line: z.number().int(),
  text: z.string(),
  amountCents: z.number().int().nullable(),
  /** matched; alreadyPaid; duplicate (the same payment again in this file); unmatched. */
  status: z.enum(['matched', 'alreadyPaid', 'duplicate', 'unmatched']),
  /** The statement's booking (or value) day: the day the invoice is marked paid. */
  paidOn: z.string().nullable(),
  invoiceId: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
  studentName: z.string().nullable(),
});
export type ImportLine = z.infer<typeof importLineSchema>;

export const importPreviewSchema = z.object({
  format: z.enum(['xlsx', 'camt053']),
  lines: z.array(importLineSchema),
});
