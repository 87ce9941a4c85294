import type { Address, Parent, ReminderPreferences } from '@takt/shared/schemas/user';

/** A user as the server works with it; never sent as is (see toPublicUser). */
export interface UserRecord {
  id: number;
  schoolId: number;
  ime: string;
  prezime: string;
  korisnickoIme: string;
  email: string;
  passwordHash: string;
  mustChangePassword: boolean;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
  isActive: boolean;
  /** Runs the installation for several schools (create-admin --operator). */
  isOperator: boolean;
  /** False for a mentor who registered through the school's link until an admin confirms them. */
  confirmed: boolean;
  oib: string | null;
  brojMobitela: string | null;
  datumRodjenja: string | null;
  adresa: Address;
  roditelj1: Parent | null;
  roditelj2: Parent | null;
  napomene: string[];
  programType: Record<string, string>;
  pohadjaTeoriju: boolean;
  maiZbor: boolean;
  maloljetniClan: boolean;
  predmet: string | null;
  reminderPreferences: ReminderPreferences;
  fcmToken: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface UserRelations {
  school: { id: number; name: string };
  programs: { id: number; naziv: string }[];
  mentors: { id: number; ime: string; prezime: string }[];
}

export type NewUser = Omit<
  UserRecord,
  'id' | 'createdAt' | 'updatedAt' | 'fcmToken' | 'confirmed' | 'isOperator'
> & {
  isOperator?: boolean;
  /** Defaults to confirmed; a self-registered mentor starts unconfirmed. */
  confirmed?: boolean;
  programIds?: number[];
  mentorIds?: number[];
};

export type { LinkedAccount } from '@takt/shared/schemas/user-profile';
