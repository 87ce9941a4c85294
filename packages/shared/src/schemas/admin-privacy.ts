import { z } from 'zod';
import { adminMessages as am, CONSENT_PURPOSES } from '../admin-messages.ts';
import { accountMessages as m } from '../account-messages.ts';
import { personRefSchema } from './common.ts';
import { boundedText } from './person-fields.ts';

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
