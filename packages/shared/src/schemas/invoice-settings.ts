import { z } from 'zod';
import { invoiceMessages as m } from '../invoice-messages.ts';
import { isValidOib } from '../oib.ts';
import { isValidHrIban, normalizeIban, paymentModels } from '../payment-codes.ts';

/** Invoice settings: the school as issuer, numbering, references, discounts and exemptions. */

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
