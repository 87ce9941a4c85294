import { z } from 'zod';
import { accountMessages as m } from '../account-messages.ts';
import { NOTES_MAX_LENGTH } from '../constants.ts';
import {
  addressField,
  birthDateField,
  boundedText,
  emailField,
  idField,
  nameField,
  oibField,
  optionalPhoneField,
} from './person-fields.ts';
import { programSchema, schoolSchema } from './common.ts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * POST /api/signup-mentori and the hidden mentor form (spec §5 Mentor signup). The school comes
 * from the secret token; role flags in the body are dropped (the object strips unknown keys).
 */
export function createMentorSignupSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      token: z
        .string({ error: m.mentorLinkInvalid })
        .min(1, { error: m.mentorLinkInvalid })
        .max(200, {
          error: m.mentorLinkInvalid,
        }),
      korisnickoIme: z
        .string({ error: m.username })
        .trim()
        .toLowerCase()
        .refine((v) => v === '' || /^[a-z0-9._-]{3,50}$/.test(v), { error: m.username })
        .optional()
        .transform((v) => v || null),
      email: emailField(),
      ime: nameField(),
      prezime: nameField(),
      oib: z.preprocess(blankToUndefined, oibField().optional()).transform((v) => v ?? null),
      brojMobitela: optionalPhoneField(),
      datumRodjenja: z
        .preprocess(blankToUndefined, birthDateField(now).optional())
        .transform((v) => v ?? null),
      adresa: addressField(),
      napomene: z
        .array(boundedText(NOTES_MAX_LENGTH, m.notesMax), { error: m.notesMax })
        .max(50, { error: m.notesMax })
        .default([]),
      predmet: boundedText(200).optional(),
      program: idField(m.program).optional(),
      programs: z.array(idField(m.program), { error: m.program }).max(50).default([]),
    })
    .transform(({ program, programs, ...rest }) => ({
      ...rest,
      programs: [...new Set([...(program ? [program] : []), ...programs])],
    }))
    .refine((v) => v.programs.length > 0, { error: m.program, path: ['programs'] });
}

export const mentorSignupSchema = createMentorSignupSchema();
export type MentorSignupInput = z.infer<typeof mentorSignupSchema>;

/** GET /api/admin/mentor-signup-link and its rotation: the secret of the school's link. */
export const mentorSignupTokenSchema = z.object({ token: z.string() });

/** GET /api/signup-mentori/{token}: the school the link opens and the programs to teach. */
export const mentorLinkInfoSchema = z.object({
  valid: z.literal(true),
  school: schoolSchema,
  programs: z.array(programSchema),
});
export type MentorLinkInfo = z.infer<typeof mentorLinkInfoSchema>;

/** POST /api/signup-mentori (201). */
export const mentorRegisteredSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  korisnickoIme: z.string(),
});
