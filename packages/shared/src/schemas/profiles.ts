import type { Address, Parent } from './user.ts';

/**
 * A person as the profile popup shows them (GET /api/korisnik/{id}, GET /api/mentori/{id},
 * GET /api/mentori). The basic part goes to every signed-in user of the same school.
 */
export interface ProfileBasic {
  id: number;
  ime: string;
  prezime: string;
  korisnickoIme: string;
  email: string;
  school: { id: number; name: string };
  programs: { id: number; naziv: string }[];
  /** Mentors' subject; null for students. */
  predmet: string | null;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
  /** 'Student', 'Mentor', 'Mentor-Admin' (spec §6). */
  roles: string[];
  /** True when the sensitive fields below are included. */
  sensitive: boolean;
}

/** Sent only to admins, mentors and the person themself (spec §6). */
export interface ProfileSensitive {
  napomene: string[];
  datumRodjenja: string | null;
  brojMobitela: string | null;
  oib: string | null;
  adresa: Address;
  maloljetniClan: boolean;
  roditelj1: Parent | null;
  roditelj2: Parent | null;
  programType: Record<string, string>;
  pohadjaTeoriju: boolean;
  mentorId: number[];
}

export type Profile = ProfileBasic & Partial<ProfileSensitive>;
