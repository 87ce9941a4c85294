import type { ColumnType, Generated } from 'kysely';
import type { Bool, Timestamp, Json } from './columns.ts';

/** Schools, programs, people and their accounts (sign-up, sessions, password reset, transfers, links). */

export interface SchoolsTable {
  id: Generated<number>;
  name: string;
  createdAt: Timestamp;
  /** Secret of the hidden mentor sign-up link (accounts migration). */
  mentorSignupToken: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProgramsTable {
  id: Generated<number>;
  schoolId: number;
  naziv: string;
  cijena: number | null;
  tipovi: Json;
  active: Bool;
  showInSignup: Bool;
  createdAt: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  schoolId: number;
  ime: string;
  prezime: string;
  korisnickoIme: string;
  email: string;
  emailLower: string;
  /** Lowercased names for user search, kept by a database trigger (search-columns migration). */
  searchText: Generated<string>;
  /** Last and first name lowercased with č, ć, đ, š, ž folded: the list order (a trigger keeps them). */
  sortPrezime: Generated<string>;
  sortIme: Generated<string>;
  passwordHash: string;
  mustChangePassword: Bool;
  isStudent: Bool;
  isMentor: Bool;
  isAdmin: Bool;
  isActive: Bool;
  isOperator: Bool;
  /** Null while a self-registered mentor waits for an admin's confirmation. */
  confirmedAt: Timestamp | null;
  oib: string | null;
  brojMobitela: string | null;
  datumRodjenja: string | null;
  adresa: Json;
  roditelj1: Json | null;
  roditelj2: Json | null;
  napomene: Json;
  programType: Json;
  pohadjaTeoriju: Bool;
  maiZbor: Bool;
  maloljetniClan: Bool;
  predmet: string | null;
  reminderPreferences: Json;
  fcmToken: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Set when an admin erased the person's data (the row stays, anonymised). */
  erasedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserProgramsTable {
  userId: number;
  programId: number;
}

export interface StudentMentorsTable {
  studentId: number;
  mentorId: number;
}

export interface SessionsTable {
  id: string;
  userId: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  lastSeenAt: Timestamp;
  revokedAt: Timestamp | null;
}

export interface PendingSignupsTable {
  id: Generated<number>;
  schoolId: number;
  programId: number | null;
  ime: string;
  prezime: string;
  email: string;
  emailLower: string;
  oib: string;
  datumRodjenja: string;
  brojMobitela: string | null;
  adresa: Json;
  roditelj1: Json | null;
  roditelj2: Json | null;
  pohadanjeNastave: string | null;
  pohadjaTeoriju: Bool;
  maiZbor: Bool;
  maloljetniClan: Bool;
  napomene: string;
  status: string;
  declineReason: string | null;
  reviewedBy: number | null;
  reviewedAt: Timestamp | null;
  userId: number | null;
  createdAt: Timestamp;
  /** JSON `{ purpose: boolean }` the form asked for; null before it asked (optional on insert). */
  consents: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PasswordResetCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  salt: string;
  attempts: number;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface UsedChallengesTable {
  signature: string;
  expiresAt: Timestamp;
}

export interface SchoolTransfersTable {
  id: Generated<number>;
  studentId: number;
  fromSchoolId: number;
  toSchoolId: number;
  requestedBy: number | null;
  status: string;
  decidedBy: number | null;
  decidedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface AccountLinksTable {
  id: Generated<number>;
  schoolId: number;
  emailLower: string;
  codeHash: string | null;
  codeExpiresAt: Timestamp | null;
  attempts: number;
  confirmedAt: Timestamp | null;
  updatedAt: Timestamp;
}
