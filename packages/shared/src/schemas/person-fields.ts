import { z } from 'zod';
import { accountMessages as m } from '../account-messages.ts';
import { isValidIsoDate, schoolToday } from '../age.ts';
import { NAME_MIN_LENGTH, NOTES_MAX_LENGTH, OIB_LENGTH } from '../constants.ts';
import { isValidOib } from '../oib.ts';

/** Field builders shared by the sign-up and mentor sign-up schemas (spec §5). */
const text = (max: number, message: string = m.fieldTooLong) =>
  z.string({ error: m.fieldTooLong }).trim().max(max, { error: message });

/**
 * Letters of any alphabet, spaces, hyphens and apostrophes (O'Brien, Anna-Marija): a name reaches
 * mails and lists, so it may not carry links, markup or sentences.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’-]*$/u;
// Empty and too-short names get the length message only.
const nameCharactersOk = (value: string) =>
  value.length < NAME_MIN_LENGTH || NAME_PATTERN.test(value);

export const nameField = () =>
  z
    .string({ error: m.nameMin })
    .trim()
    .min(NAME_MIN_LENGTH, { error: m.nameMin })
    .max(100, { error: m.nameMax })
    .refine(nameCharactersOk, { error: m.nameCharacters });

export const emailField = () =>
  z
    .string({ error: m.email })
    .trim()
    .toLowerCase()
    .max(254, { error: m.email })
    .pipe(z.email({ error: m.email }));

const phonePattern = /^\+?\d{8,15}$/;
/** Spaces, dashes, dots and slashes people type are dropped before the + and 8–15 digit check. */
export const normalizePhone = (value: string) => value.replace(/[\s\-./()]/g, '');
export const isValidPhone = (value: string) => phonePattern.test(normalizePhone(value));

export const phoneField = () =>
  z
    .string({ error: m.phone })
    .max(30, { error: m.phone })
    .transform(normalizePhone)
    .refine((v) => phonePattern.test(v), { error: m.phone });

/** Optional phone: '' or missing means none; otherwise the same rule. */
export const optionalPhoneField = () =>
  z
    .string({ error: m.phone })
    .max(30, { error: m.phone })
    .transform(normalizePhone)
    .refine((v) => v === '' || phonePattern.test(v), { error: m.phone })
    .optional()
    .transform((v) => v || null);

export const oibField = () =>
  z
    .string({ error: m.oibLength })
    .trim()
    .regex(new RegExp(`^\\d{${OIB_LENGTH}}$`), { error: m.oibLength, abort: true })
    .refine(isValidOib, { error: m.oibCheckDigit });

/** YYYY-MM-DD, a real day, not after today in Europe/Zagreb, not before 1900. */
export const birthDateField = (now: () => Date) =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required, abort: true })
    .refine(isValidIsoDate, { error: m.birthDateInvalid, abort: true })
    .refine((v) => v >= '1900-01-01', { error: m.birthDateInvalid, abort: true })
    .refine((v) => v <= schoolToday(now()), { error: m.birthDateFuture });

export const addressField = () =>
  z
    .object({
      ulica: text(200).default(''),
      kucniBroj: text(20).default(''),
      mjesto: text(100).default(''),
    })
    .default({ ulica: '', kucniBroj: '', mjesto: '' });

/** A parent's phone is stored the way the applicant's is: normalised, and valid when given. */
export const parentField = () =>
  z.object({
    ime: text(100).default(''),
    prezime: text(100).default(''),
    brojMobitela: optionalPhoneField().transform((v) => v ?? ''),
  });

export const notesField = () => text(NOTES_MAX_LENGTH, m.notesMax).default('');

export const checkboxField = () => z.boolean({ error: m.checkboxInvalid }).default(false);

/** A database id chosen in a select: a positive integer, sent as a number or a digit string. */
export const idField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).positive({ error: message }),
  );

export { text as boundedText };
