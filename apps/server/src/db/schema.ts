import type { ColumnType, Generated } from 'kysely';

/**
 * Table shapes as Kysely sees them. Booleans arrive as 0/1 from SQLite and as booleans from
 * PostgreSQL, JSON columns as text in both; repositories turn rows into domain objects.
 */
type Bool = ColumnType<boolean | number, boolean, boolean>;
type Timestamp = ColumnType<string, string, string>;
type Json = ColumnType<string, string, string>;

export interface SchoolsTable {
  id: Generated<number>;
  name: string;
  createdAt: Timestamp;
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
  passwordHash: string;
  mustChangePassword: Bool;
  isStudent: Bool;
  isMentor: Bool;
  isAdmin: Bool;
  isActive: Bool;
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

export interface PostsTable {
  id: Generated<number>;
  schoolId: number;
  authorId: number;
  title: string;
  content: string;
  visibility: string;
  showAllSchools: Bool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface Database {
  schools: SchoolsTable;
  programs: ProgramsTable;
  users: UsersTable;
  user_programs: UserProgramsTable;
  student_mentors: StudentMentorsTable;
  sessions: SessionsTable;
  posts: PostsTable;
}
