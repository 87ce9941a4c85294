import { z } from 'zod';
import { DEFAULT_REMINDER_TIME } from '../constants.ts';

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
export interface PublicUser {
  id: number;
  ime: string;
  prezime: string;
  korisnickoIme: string;
  email: string;
  isAdmin: boolean;
  isMentor: boolean;
  isStudent: boolean;
  hasUnpaidInvoice: boolean;
  oib: string | null;
  brojMobitela: string | null;
  datumRodjenja: string | null;
  adresa: Address;
  school: { id: number; name: string };
  schoolId: number;
  mentorId: number[];
  programs: { id: number; naziv: string }[];
  programType: Record<string, string>;
  pohadjaTeoriju: boolean;
  napomene: string[];
  maloljetniClan: boolean;
  roditelj1: Parent | null;
  roditelj2: Parent | null;
  reminderPreferences: ReminderPreferences;
  mustChangePassword: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface LoginResponse {
  token: string;
  user: PublicUser;
}
