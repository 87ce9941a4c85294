import { z } from 'zod';
import { accountMessages } from '../account-messages.ts';
import { MENTOR_SEARCH_CAP, NOTES_MAX_LENGTH, USER_SEARCH_MIN_LENGTH } from '../constants.ts';
import { profileMessages as pm } from '../profile-messages.ts';
import {
  birthDateField,
  boundedText,
  idField,
  nameField,
  isValidPhone,
  normalizePhone,
  oibField,
} from './person-fields.ts';
import { publicUserSchema, reminderPreferencesSchema } from './user.ts';
import { nextCursorSchema, programRefSchema, programSchema, type Program } from './common.ts';

/** Most programs or mentors one person may have; anything above is a broken or hostile client. */
export const MAX_USER_PROGRAMS = 20;
export const MAX_USER_MENTORS = 20;

const empty = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');
const optionalNull = <T extends z.ZodType>(field: T) =>
  z.preprocess((v) => (empty(v) ? null : v), field.nullable()).optional();

/** '' or null clears the number; otherwise + and 8–15 digits (spaces and dashes dropped). */
const phoneField = () =>
  z
    .string({ error: accountMessages.phone })
    .max(30, { error: accountMessages.phone })
    .transform(normalizePhone)
    .refine((v) => v === '' || isValidPhone(v), { error: accountMessages.phone });

const parentField = () =>
  z
    .object({
      ime: boundedText(100).default(''),
      prezime: boundedText(100).default(''),
      brojMobitela: phoneField().default(''),
    })
    .nullable()
    .optional();

/** Notes arrive as one text or as the spec's list; stored as a list, 5000 characters in all. */
const notesField = () =>
  z
    .union([z.string(), z.array(z.string().max(NOTES_MAX_LENGTH, { error: pm.notesMax })).max(100)])
    .transform((v) => (Array.isArray(v) ? v : [v]).map((n) => n.trim()).filter(Boolean))
    .refine((list) => list.join('\n').length <= NOTES_MAX_LENGTH, { error: pm.notesMax })
    .optional();

const idList = (max: number, message: string) =>
  z
    .array(
      z.preprocess(
        (v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v),
        idField(accountMessages.checkboxInvalid),
      ),
    )
    .max(max, { error: message })
    .transform((ids) => [...new Set(ids)])
    .optional();

/**
 * PUT /api/update-korisnik/{id}: the whole editor form (spec §7). Every field is optional (absent
 * = unchanged) and validated when present; unknown keys (roles, username, e-mail, passwords, ids)
 * are dropped here, and the service applies only the fields the caller's role may change.
 */
export const updateKorisnikSchema = (now: () => Date = () => new Date()) =>
  z.object({
    ime: nameField().optional(),
    prezime: nameField().optional(),
    oib: optionalNull(oibField()),
    brojMobitela: optionalNull(phoneField()),
    datumRodjenja: optionalNull(birthDateField(now)),
    adresa: z
      .object({
        ulica: boundedText(200).default(''),
        kucniBroj: boundedText(20).default(''),
        mjesto: boundedText(100).default(''),
      })
      .optional(),
    roditelj1: parentField(),
    roditelj2: parentField(),
    napomene: notesField(),
    predmet: optionalNull(boundedText(100)),
    pohadjaTeoriju: z.boolean({ error: accountMessages.checkboxInvalid }).optional(),
    maloljetniClan: z.boolean({ error: accountMessages.checkboxInvalid }).optional(),
    maiZbor: z.boolean({ error: accountMessages.checkboxInvalid }).optional(),
    schoolId: idField(pm.unknownSchool).optional(),
    programs: idList(MAX_USER_PROGRAMS, pm.tooManyPrograms),
    programType: z
      .record(z.string().regex(/^\d+$/), z.string().trim().min(1).max(50))
      .refine((r) => Object.keys(r).length <= MAX_USER_PROGRAMS, { error: pm.tooManyPrograms })
      .optional(),
    mentorId: idList(MAX_USER_MENTORS, pm.tooManyMentors),
  });
export type UpdateKorisnikInput = z.input<ReturnType<typeof updateKorisnikSchema>>;
export type UpdateKorisnikData = z.output<ReturnType<typeof updateKorisnikSchema>>;
export type UpdatableField = keyof UpdateKorisnikData;

/** POST /api/user/reminder-settings */
export const reminderSettingsSchema = z.object({
  reminderPreferences: reminderPreferencesSchema,
});
/** Spec §7 reads `data.reminderPreferences`. */
export const reminderSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ reminderPreferences: reminderPreferencesSchema }),
});
export type ReminderSettingsResponse = z.infer<typeof reminderSettingsResponseSchema>;

/** GET /api/mentors/search?query=&exclude=1,2 (spec §5: 2+ characters, at most 20 results). */
export const mentorSearchQuerySchema = z.object({
  query: z
    .string({ error: pm.mentorSearchTooShort })
    .trim()
    .min(USER_SEARCH_MIN_LENGTH, { error: pm.mentorSearchTooShort })
    .max(100, { error: pm.mentorSearchTooShort }),
  exclude: z
    .string()
    .regex(/^(\d{1,12})(,\d{1,12}){0,49}$/, { error: pm.invalidExclude })
    .transform((v) => v.split(',').map(Number))
    .optional(),
});
export const MENTOR_SEARCH_LIMIT = MENTOR_SEARCH_CAP;

/** GET /api/programs?schoolId= */
export const programsQuerySchema = z.object({ schoolId: idField(pm.unknownSchool).optional() });

export type ProgramOption = Program;
export const programListSchema = z.object({ programs: z.array(programSchema) });

export const linkedAccountSchema = z.object({
  id: z.number().int(),
  ime: z.string(),
  prezime: z.string(),
  korisnickoIme: z.string(),
  isCurrent: z.boolean(),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;
export const linkedAccountsSchema = z.object({ accounts: z.array(linkedAccountSchema) });

export const mentorStudentSchema = z.object({
  id: z.number().int(),
  ime: z.string(),
  prezime: z.string(),
  korisnickoIme: z.string(),
  email: z.string(),
  programs: z.array(programRefSchema),
  programType: z.record(z.string(), z.string()),
  /** The first parent's phone on record (the mentor's own student: spec §6 lets them see it). */
  parentPhone: z.string().nullable(),
  /** No open consent to photos on the school website: the 'Bez fotografija' mark. */
  noPhotos: z.boolean(),
});
export type MentorStudent = z.infer<typeof mentorStudentSchema>;
/** GET /api/mentors/students: a page, optionally only names, usernames or e-mails containing q. */
export const mentorStudentsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
});
export const mentorStudentsSchema = z.object({
  students: z.array(mentorStudentSchema),
  nextCursor: nextCursorSchema,
});

export const mentorSearchResultSchema = z.object({
  id: z.number().int(),
  ime: z.string(),
  prezime: z.string(),
  korisnickoIme: z.string(),
  programs: z.array(programRefSchema),
});
export type MentorSearchResult = z.infer<typeof mentorSearchResultSchema>;
export const mentorSearchSchema = z.object({ results: z.array(mentorSearchResultSchema) });

/** PUT /api/update-korisnik/{id}: the own account comes back only to its owner. */
export const updateKorisnikResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema.optional(),
});
