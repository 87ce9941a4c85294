import { z } from 'zod';
import { adminMessages as am, CONSENT_AGE, type ConsentPurpose } from '../admin-messages.ts';
import { ageInYears } from '../age.ts';

/**
 * The consents the sign-up and enrollment forms ask for, one yes/no per purpose (photos on the
 * school website, social media, press, e-mail news). Not ticking is no consent; nothing is
 * ticked for the family in advance.
 */
export const formConsentsField = () =>
  z
    .object(
      {
        photos_website: z.boolean({ error: am.consentPurpose }).optional(),
        social_media: z.boolean({ error: am.consentPurpose }).optional(),
        press: z.boolean({ error: am.consentPurpose }).optional(),
        email_news: z.boolean({ error: am.consentPurpose }).optional(),
      },
      { error: am.consentPurpose },
    )
    .strict();
export type FormConsents = Partial<Record<ConsentPurpose, boolean>>;

/** The purposes ticked yes. */
export const grantedPurposes = (consents: FormConsents | null | undefined): ConsentPurpose[] =>
  (Object.entries(consents ?? {}) as [ConsentPurpose, boolean][])
    .filter(([, yes]) => yes)
    .map(([purpose]) => purpose);

/** Under 16 (or no birth date) a parent gives the consent (NN 42/2018). */
export function consentByParent(datumRodjenja: string | null | undefined, now: Date): boolean {
  const age = datumRodjenja ? ageInYears(datumRodjenja, now) : null;
  return age === null || age < CONSENT_AGE;
}
