import { z } from 'zod';
import { DEFAULT_REMINDER_TIME } from '../constants.ts';
import { idNameSchema, personRefSchema, programRefSchema } from './common.ts';

export const attendanceTypes = ['individualno1', 'individualno2', 'grupno', 'none'] as const;
export type AttendanceType = (typeof attendanceTypes)[number];

export const attendanceLabels: Record<AttendanceType, string> = {
  individualno1: 'Individualno 1x tjedno',
  individualno2: 'Individualno 2x tjedno',
  grupno: 'Grupno',
  none: '1x tjedno',
};

export const addressSchema = z.object({
  ulica: z.string().max(200).default(''),
  kucniBroj: z.string().max(20).default(''),
  mjesto: z.string().max(100).default(''),
});
export type Address = z.infer<typeof addressSchema>;

export const parentSchema = z.object({
  ime: z.string().max(100).default(''),
  prezime: z.string().max(100).default(''),
  brojMobitela: z.string().max(20).default(''),
});
export type Parent = z.infer<typeof parentSchema>;

export const reminderPreferencesSchema = z.object({
  reminderTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Unesite vrijeme u obliku HH:MM' }),
  classReminders: z.boolean(),
  practiceReminders: z.boolean(),
});
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;

export const defaultReminderPreferences: ReminderPreferences = {
  reminderTime: DEFAULT_REMINDER_TIME,
  classReminders: true,
  practiceReminders: true,
};

/** The signed-in user as GET /api/user and POST /api/login return it (spec §3). */
export const publicUserSchema = z
  .object({
    id: z.number().int(),
    ime: z.string(),
    prezime: z.string(),
    korisnickoIme: z.string(),
    email: z.string(),
    isAdmin: z.boolean(),
    isMentor: z.boolean(),
    isStudent: z.boolean(),
    /** Runs the installation for several schools (sees every school in GET /api/schools). */
    isOperator: z.boolean(),
    /** False for a mentor who registered through the link until an admin confirms them. */
    confirmed: z.boolean(),
    hasUnpaidInvoice: z.boolean(),
    oib: z.string().nullable(),
    brojMobitela: z.string().nullable(),
    datumRodjenja: z.string().nullable(),
    adresa: addressSchema,
    school: idNameSchema,
    schoolId: z.number().int(),
    mentorId: z.array(z.number().int()),
    /** Spec §3: id and name of each of the student's mentors. */
    mentors: z.array(personRefSchema),
    programs: z.array(programRefSchema),
    programType: z.record(z.string(), z.string()),
    pohadjaTeoriju: z.boolean(),
    napomene: z.array(z.string()),
    maloljetniClan: z.boolean(),
    roditelj1: parentSchema.nullable(),
    roditelj2: parentSchema.nullable(),
    reminderPreferences: reminderPreferencesSchema,
    mustChangePassword: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'User' });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userResponseSchema = z.object({ user: publicUserSchema });

export const loginResponseSchema = z.object({ token: z.string(), user: publicUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A mentor who registered through the school's link and waits for an admin's confirmation. */
export const unconfirmedMentorSchema = z.object({
  id: z.number().int(),
  ime: z.string(),
  prezime: z.string(),
  korisnickoIme: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type UnconfirmedMentor = z.infer<typeof unconfirmedMentorSchema>;

/** GET /api/admin/mentors/unconfirmed: oldest first, a page at a time. */
export const unconfirmedMentorPageSchema = z.object({
  mentors: z.array(unconfirmedMentorSchema),
  nextCursor: z.string().nullable(),
});
export type UnconfirmedMentorPage = z.infer<typeof unconfirmedMentorPageSchema>;
