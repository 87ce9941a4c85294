import { z } from 'zod';
import { supportMessages as m } from '../support-messages.ts';

/** The school's terms of use and privacy policy, one version for both (spec §9: 1.0.0 first). */
export const legalDocumentsSchema = z
  .object({
    schoolId: z.number().int().nullable(),
    schoolName: z.string(),
    version: z.string(),
    terms: z.string(),
    privacy: z.string(),
    updatedAt: z.string().nullable(),
    /** Signed-in callers: whether they accepted this version. */
    accepted: z.boolean().nullable(),
  })
  .meta({ id: 'LegalDocuments' });
export type LegalDocuments = z.infer<typeof legalDocumentsSchema>;

export const legalQuerySchema = z.object({ schoolId: z.coerce.number().int().min(1).optional() });

const legalText = z
  .string({ error: m.legalTooShort })
  .trim()
  .min(20, m.legalTooShort)
  .max(50_000, m.legalTooLong);
export const legalInputSchema = z.object({
  terms: legalText,
  privacy: legalText,
  supportEmail: z.email({ error: m.supportEmailInvalid }).max(200).nullable().optional(),
});
export const legalSavedSchema = z.object({
  documents: legalDocumentsSchema,
  supportEmail: z.string().nullable(),
  message: z.string(),
});
export const legalAdminSchema = z.object({
  documents: legalDocumentsSchema,
  supportEmail: z.string().nullable(),
});

export const termsAcceptInputSchema = z.object({ version: z.string().trim().min(1).max(20) });
export const termsAcceptedSchema = z.object({
  success: z.literal(true),
  version: z.string(),
  acceptedAt: z.string(),
  message: z.string(),
});
