import { z } from 'zod';
import { invoiceMessages as m } from '../invoice-messages.ts';
import { isPeriod } from '../invoice-periods.ts';
import { isValidOib } from '../oib.ts';
import { isValidHrIban, normalizeIban, paymentModels } from '../payment-codes.ts';
import { nextCursorSchema, pageQueryFields } from './common.ts';

/** Invoices: school settings, generation, lists, payments and imports. Amounts in euro cents. */

const percent = z
  .number({ error: m.discountInvalid })
  .int({ error: m.discountInvalid })
  .min(0, { error: m.discountInvalid })
  .max(100, { error: m.discountInvalid });

export const referenceSchemes = ['student-period', 'number-year'] as const;
export type ReferenceScheme = (typeof referenceSchemes)[number];

export const exemptionSchema = z.object({
  studentId: z.number({ error: m.exemptionStudent }).int().positive(),
  percent,
  reason: z.string().trim().max(200, { error: m.reasonTooLong }).default(''),
});
export type Exemption = z.infer<typeof exemptionSchema>;

/** PUT /api/invoices/settings: the issuer and how numbers, references and discounts work. */
export const invoiceSettingsInputSchema = z.object({
  issuerName: z
    .string({ error: m.issuerRequired })
    .trim()
    .min(1, { error: m.issuerRequired })
    .max(100, { error: m.issuerTooLong }),
  oib: z.string({ error: m.oibInvalid }).trim().refine(isValidOib, { error: m.oibInvalid }),
  iban: z
    .string({ error: m.ibanInvalid })
    .refine(isValidHrIban, { error: m.ibanInvalid })
    .transform(normalizeIban),
  address: z.string().trim().max(100, { error: m.addressTooLong }).default(''),
  city: z.string().trim().max(100, { error: m.addressTooLong }).default(''),
  premises: z
    .string({ error: m.premisesInvalid })
    .trim()
    .regex(/^[A-Za-z0-9]{1,20}$/, { error: m.premisesInvalid }),
  device: z
    .string({ error: m.deviceInvalid })
    .trim()
    .regex(/^\d{1,20}$/, { error: m.deviceInvalid }),
  dueDays: z
    .number({ error: m.dueDaysInvalid })
    .int({ error: m.dueDaysInvalid })
    .min(0, { error: m.dueDaysInvalid })
    .max(120, { error: m.dueDaysInvalid })
    .default(15),
  paymentModel: z.enum(paymentModels, { error: m.modelInvalid }).default('HR01'),
  referenceScheme: z.enum(referenceSchemes, { error: m.schemeInvalid }).default('student-period'),
  purposeCode: z
    .string({ error: m.purposeInvalid })
    .trim()
    .regex(/^[A-Z]{4}$/, { error: m.purposeInvalid })
    .default('OTHR'),
  defaultDescription: z
    .string()
    .trim()
    .max(200, { error: m.descriptionTooLong })
    .default('Školarina'),
  /** Percent off for the 2nd, 3rd, … child of a family; the last value holds for later ones. */
  siblingDiscounts: z.array(percent).max(10, { error: m.tooManyDiscounts }).default([]),
  exemptions: z.array(exemptionSchema).max(2000).default([]),
});
export type InvoiceSettingsInput = z.infer<typeof invoiceSettingsInputSchema>;

export const invoiceSettingsSchema = z
  .object({
    issuerName: z.string(),
    oib: z.string(),
    iban: z.string(),
    address: z.string(),
    city: z.string(),
    premises: z.string(),
    device: z.string(),
    dueDays: z.number().int(),
    paymentModel: z.string(),
    referenceScheme: z.enum(referenceSchemes),
    purposeCode: z.string(),
    defaultDescription: z.string(),
    siblingDiscounts: z.array(z.number().int()),
    exemptions: z.array(
      z.object({ studentId: z.number().int(), percent: z.number().int(), reason: z.string() }),
    ),
  })
  .meta({ id: 'InvoiceSettings' });
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

/** The settings as admins read them: each exemption with its student's name. */
export const invoiceSettingsViewSchema = invoiceSettingsSchema
  .extend({
    exemptions: z.array(
      z.object({
        studentId: z.number().int(),
        percent: z.number().int(),
        reason: z.string(),
        studentName: z.string(),
      }),
    ),
  })
  .meta({ id: 'InvoiceSettingsView' });
export type InvoiceSettingsView = z.infer<typeof invoiceSettingsViewSchema>;

export const invoiceSettingsAnswerSchema = z.object({
  settings: invoiceSettingsViewSchema.nullable(),
});
export const invoiceSettingsSavedSchema = z.object({
  settings: invoiceSettingsViewSchema,
  message: z.string(),
});

/** A month ('2026-11') or an instalment of a school year ('2026-R1'); see invoice-periods.ts. */
export const periodSchema = z
  .string({ error: m.periodInvalid })
  .refine(isPeriod, { error: m.periodInvalid });

const idList = z.array(z.number().int().positive()).max(5000);

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
