import { z } from 'zod';
import { idNameSchema, nextCursorSchema, programRefSchema } from './common.ts';
import { addressSchema, parentSchema } from './user.ts';

/**
 * A person as the profile popup shows them (GET /api/korisnik/{id}, GET /api/mentori/{id},
 * GET /api/mentori). The basic part goes to every signed-in user of the same school.
 */
export const profileBasicSchema = z.object({
  id: z.number().int(),
  ime: z.string(),
  prezime: z.string(),
  korisnickoIme: z.string(),
  email: z.string(),
  school: idNameSchema,
  programs: z.array(programRefSchema),
  /** Mentors' subject; null for students. */
  predmet: z.string().nullable(),
  isStudent: z.boolean(),
  isMentor: z.boolean(),
  isAdmin: z.boolean(),
  /** 'Student', 'Mentor', 'Mentor-Admin' (spec §6). */
  roles: z.array(z.string()),
  /** True when the sensitive fields below are included. */
  sensitive: z.boolean(),
});
export type ProfileBasic = z.infer<typeof profileBasicSchema>;

/** Sent only to the person, the school's admins and a student's own mentors (spec §6). */
export const profileSensitiveSchema = z.object({
  napomene: z.array(z.string()),
  datumRodjenja: z.string().nullable(),
  brojMobitela: z.string().nullable(),
  oib: z.string().nullable(),
  adresa: addressSchema,
  maloljetniClan: z.boolean(),
  roditelj1: parentSchema.nullable(),
  roditelj2: parentSchema.nullable(),
  programType: z.record(z.string(), z.string()),
  pohadjaTeoriju: z.boolean(),
  mentorId: z.array(z.number().int()),
});
export type ProfileSensitive = z.infer<typeof profileSensitiveSchema>;

export const profileSchema = profileBasicSchema
  .extend(profileSensitiveSchema.partial().shape)
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const studentProfileResponseSchema = z.object({ user: profileSchema });
export const mentorProfileResponseSchema = z.object({ mentor: profileSchema });
export const mentorListResponseSchema = z.object({
  mentors: z.array(profileSchema),
  nextCursor: z.string().nullable(),
});

export const ownProfileResponseSchema = z.object({ profile: profileSchema });

/** A request to move a student between two schools of one installation. */
export const schoolTransferSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  student: z.object({ ime: z.string(), prezime: z.string() }),
  fromSchool: idNameSchema,
  toSchool: idNameSchema,
  status: z.enum(['pending', 'accepted', 'declined']),
  createdAt: z.string(),
});
export type SchoolTransfer = z.infer<typeof schoolTransferSchema>;
/** GET /api/admin/transfers?cursor=&limit= (newest first). */
export const schoolTransferListSchema = z.object({
  transfers: z.array(schoolTransferSchema),
  nextCursor: nextCursorSchema,
});
