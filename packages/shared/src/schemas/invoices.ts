import { z } from 'zod';
import { invoiceMessages as m } from '../invoice-messages.ts';
import { isPeriod } from '../invoice-periods.ts';
import { nextCursorSchema, pageQueryFields } from './common.ts';

/**
 * Invoices: generation, lists, PDFs and mailing. Amounts in euro cents. The school's settings
 * are in invoice-settings.ts, payments and their imports in invoice-payments.ts.
 */

/** A month ('2026-11') or an instalment of a school year ('2026-R1'); see invoice-periods.ts. */
export const periodSchema = z
  .string({ error: m.periodInvalid })
  .refine(isPeriod, { error: m.periodInvalid });

/** Ids in one request: an issue run's students, a bulk payment's invoices (at most 5000). */
export const idList = z.array(z.number().int().positive()).max(5000);

/** Whom an issue run bills: every active student, a program's, or a hand-picked list. */
export const invoiceScopeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('program'), programId: z.number().int().positive() }),
    z.object({
      kind: z.literal('students'),
      studentIds: idList.min(1, { error: m.studentsRequired }),
    }),
  ],
  { error: m.scopeInvalid },
);
export type InvoiceScope = z.infer<typeof invoiceScopeSchema>;

export const invoiceRunInputSchema = z.object({
  period: periodSchema,
  scope: invoiceScopeSchema,
  description: z.string().trim().max(200, { error: m.descriptionTooLong }).optional(),
});
export type InvoiceRunInput = z.infer<typeof invoiceRunInputSchema>;

export const invoiceItemSchema = z.object({ label: z.string(), amountCents: z.number().int() });
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const previewLineSchema = z.object({
  studentId: z.number().int(),
  ime: z.string(),
  prezime: z.string(),
  items: z.array(invoiceItemSchema),
  amountCents: z.number().int(),
  ready: z.boolean(),
  reason: z.string().nullable(),
});
export type PreviewLine = z.infer<typeof previewLineSchema>;

export const invoicePreviewSchema = z.object({
  period: z.string(),
  lines: z.array(previewLineSchema),
  totalCents: z.number().int(),
  readyCount: z.number().int(),
});

export const invoiceStatuses = ['issued', 'overdue', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceSummarySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['invoice', 'storno']),
    number: z.string(),
    period: z.string(),
    studentId: z.number().int(),
    studentName: z.string(),
    amountCents: z.number().int(),
    status: z.enum(invoiceStatuses),
    issueDate: z.string(),
    dueDate: z.string(),
    paidAt: z.string().nullable(),
    originalId: z.number().int().nullable(),
    stornoId: z.number().int().nullable(),
    model: z.string(),
    reference: z.string(),
    description: z.string(),
    /** Whether the PDF is made (it is made in the background after issuing). */
    pdfReady: z.boolean(),
    /** When the invoice was last queued for e-mail. */
    emailedAt: z.string().nullable(),
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceDetailSchema = invoiceSummarySchema
  .extend({
    items: z.array(invoiceItemSchema),
    issuer: z.object({
      name: z.string(),
      oib: z.string(),
      iban: z.string(),
      address: z.string(),
      city: z.string(),
    }),
    payer: z.object({ name: z.string(), address: z.string(), city: z.string() }),
    purposeCode: z.string(),
    /** The HUB-3 PDF417 barcode as an SVG document. */
    barcodeSvg: z.string(),
    zki: z.string().nullable(),
    jir: z.string().nullable(),
  })
  .meta({ id: 'InvoiceDetail' });
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceIssuedSchema = z.object({
  issued: z.array(invoiceSummarySchema),
  skipped: z.number().int(),
  /** PDFs still to be made in the background (see GET /api/invoices/pdf-progress). */
  pdfPending: z.number().int(),
  message: z.string(),
});

/** The admin list's filters (also the export's and the bulk e-mail's). */
export const invoiceFilterSchema = z.object({
  period: periodSchema.optional(),
  status: z.enum(invoiceStatuses, { error: m.filterInvalid }).optional(),
  programId: z.coerce.number({ error: m.filterInvalid }).int().positive().optional(),
  mentorId: z.coerce.number({ error: m.filterInvalid }).int().positive().optional(),
  /** Invoice number, the student's name or the payment reference. */
  q: z.string().trim().max(100, { error: m.filterInvalid }).optional(),
});
export type InvoiceFilter = z.infer<typeof invoiceFilterSchema>;

export const invoiceListQuerySchema = invoiceFilterSchema.extend(pageQueryFields);
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const invoiceTotalsSchema = z.object({
  count: z.number().int(),
  paidCents: z.number().int(),
  unpaidCents: z.number().int(),
});

export const invoiceListSchema = z.object({
  items: z.array(invoiceSummarySchema),
  nextCursor: nextCursorSchema,
  totals: invoiceTotalsSchema,
});

export const myInvoicesQuerySchema = z.object(pageQueryFields);
export const myInvoicesSchema = z.object({
  invoices: z.array(invoiceSummarySchema),
  nextCursor: nextCursorSchema,
});

export const invoiceChangedSchema = z.object({
  invoice: invoiceSummarySchema,
  message: z.string(),
});

/** GET /api/invoices/{id}/pdf: where the invoice's PDF is read (made on first request). */
export const invoicePdfSchema = z.object({ fileId: z.number().int(), url: z.string() });

/** GET /api/invoices/export: the admin list's rows (same filters) as CSV or XLSX. */
export const invoiceExportQuerySchema = invoiceFilterSchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export type InvoiceExportQuery = z.infer<typeof invoiceExportQuerySchema>;

/** GET /api/invoices/pdf-progress: how many of a period's invoices have their PDF. */
export const pdfProgressQuerySchema = z.object({ period: periodSchema });
export const pdfProgressSchema = z.object({
  total: z.number().int(),
  ready: z.number().int(),
});

/** POST /api/invoices/{id}/send: the invoice mailed with its PDF to the account's address. */
export const invoiceSentSchema = z.object({ invoice: invoiceSummarySchema, message: z.string() });

/** POST /api/invoices/send: every live invoice of the admin list's filters, by e-mail. */
export const bulkSendAnswerSchema = z.object({
  queued: z.number().int(),
  noAddress: z.number().int(),
  message: z.string(),
});
