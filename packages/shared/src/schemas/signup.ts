import { z } from 'zod';
import { accountMessages as m } from '../account-messages.ts';
import { isMinor } from '../age.ts';
import {
  addressField,
  birthDateField,
  boundedText,
  checkboxField,
  emailField,
  idField,
  isValidPhone,
  nameField,
  notesField,
  oibField,
  optionalPhoneField,
  parentField,
} from './person-fields.ts';
import { nextCursorSchema, programRefSchema } from './common.ts';
import { formConsentsField } from './form-consents.ts';
import { addressSchema, parentSchema } from './user.ts';

/**
 * POST /api/signup/pending and the web sign-up form: every spec §5 sign-up rule with its Croatian
 * message. `now` is injectable so the minor and future-date rules can be tested at any date.
 * Rules that need the database (school, program, attendance options, duplicates) live on the server.
 */
export function createSignupSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      ime: nameField(),
      prezime: nameField(),
      email: emailField(),
      oib: oibField(),
      datumRodjenja: birthDateField(now),
      brojMobitela: optionalPhoneField(),
      adresa: addressField(),
      roditelj1: parentField().optional(),
      roditelj2: parentField().optional(),
      schoolId: idField(m.school),
      programId: idField(m.program),
      pohadanjeNastave: boundedText(50, m.attendance).optional(),
      pohadjaTeoriju: checkboxField(),
      maiZbor: checkboxField(),
      napomene: notesField(),
      /** Sent by the form; the server works it out from datumRodjenja instead. */
      maloljetniClan: z.boolean({ error: m.checkboxInvalid }).optional(),
      agreement: z.literal(true, { error: m.agreement }),
      /** Per-purpose consents; under 16 given by the parent named as roditelj1. */
      consents: formConsentsField().optional(),
      /** ALTCHA solution (base64 JSON payload) when the self-hosted challenge is on. */
      altcha: z
        .string({ error: m.botCheckFailed })
        .max(4000, { error: m.botCheckFailed })
        .optional(),
      /** reCAPTCHA v3 token when the school configured reCAPTCHA. */
      recaptchaToken: z
        .string({ error: m.botCheckFailed })
        .max(4000, { error: m.botCheckFailed })
        .optional(),
      /** Honeypot: hidden from people, so any value means a bot. */
      website: z.string().max(500).optional(),
    })
    .superRefine((value, ctx) => {
      if (!isMinor(value.datumRodjenja, now())) return;
      const parent = value.roditelj1;
      if (
        !parent ||
        parent.ime.length < 2 ||
        parent.prezime.length < 2 ||
        !isValidPhone(parent.brojMobitela)
      ) {
        ctx.addIssue({ code: 'custom', path: ['roditelj1'], message: m.parentRequired });
      }
    });
}

export const signupSchema = createSignupSchema();
export type SignupInput = z.infer<typeof signupSchema>;

/** A program as the sign-up form sees it (prices in euros). */
export interface SignupProgram {
  cijena: number | null;
  tipovi: { tip: string; cijena: number }[];
}

/** Attendance types offered for a program: its tipovi, or the three standard ones at cijena. */
export function attendanceOptions(program: SignupProgram): string[] {
  if (program.tipovi.length > 0) return program.tipovi.map((t) => t.tip);
  if (program.cijena !== null) return ['individualno1', 'individualno2', 'grupno'];
  return [];
}

/** The attendance rule of spec §5: required when the program has options, and one of them. */
export function attendanceError(program: SignupProgram, chosen: string | undefined): string | null {
  const options = attendanceOptions(program);
  if (options.length === 0) return null;
  return chosen && options.includes(chosen) ? null : m.attendance;
}

/**
 * GET /api/check-email answer. Spec §7's reader looks for 'aktivan zahtjev' in `message`; Takt's
 * own web app reads `status`.
 */
export const emailCheckResponseSchema = z.object({
  exists: z.boolean(),
  status: z.enum(['none', 'pending', 'user']),
  message: z.string(),
});
export type EmailCheckResponse = z.infer<typeof emailCheckResponseSchema>;

/** GET /api/signup/protection: which bot check the sign-up page runs before sending. */
export const signupProtectionSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('altcha') }),
  z.object({ mode: z.literal('recaptcha'), siteKey: z.string() }),
  z.object({ mode: z.literal('off') }),
]);
export type SignupProtection = z.infer<typeof signupProtectionSchema>;

/** A sign-up request as the admin reviews it (every field the applicant sent). */
export const pendingSignupSchema = z
  .object({
    id: z.number().int(),
    schoolId: z.number().int(),
    ime: z.string(),
    prezime: z.string(),
    email: z.string(),
    oib: z.string(),
    datumRodjenja: z.string(),
    brojMobitela: z.string().nullable(),
    adresa: addressSchema,
    roditelj1: parentSchema.nullable(),
    roditelj2: parentSchema.nullable(),
    programId: z.number().int().nullable(),
    program: programRefSchema.nullable(),
    pohadanjeNastave: z.string().nullable(),
    pohadjaTeoriju: z.boolean(),
    maiZbor: z.boolean(),
    maloljetniClan: z.boolean(),
    napomene: z.string(),
    /** The consents ticked on the form (null: asked before the form asked). */
    consents: formConsentsField().nullable(),
    status: z.enum(['pending', 'approved', 'declined']),
    declineReason: z.string().nullable(),
    reviewedBy: z.number().int().nullable(),
    reviewedAt: z.string().nullable(),
    /** The account the approval made. */
    userId: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PendingSignup' });
export type PendingSignup = z.infer<typeof pendingSignupSchema>;

export const pendingSignupPageSchema = z.object({
  requests: z.array(pendingSignupSchema),
  nextCursor: nextCursorSchema,
});
export type PendingSignupPage = z.infer<typeof pendingSignupPageSchema>;

/** GET /api/admin/pending-users/count */
export const pendingSignupCountSchema = z.object({ count: z.number().int() });

/** POST /api/admin/pending-users/{id}/approve: the account the approval made. */
export const pendingSignupApprovedSchema = z.object({
  success: z.literal(true),
  user: z.object({ id: z.number().int(), korisnickoIme: z.string() }),
});
