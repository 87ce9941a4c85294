import type { Generated } from 'kysely';
import type { Timestamp, Json } from './columns.ts';

/** Enrollment per school year, and documents ('Poveznice') with their folders and shares. */

/** Enrollment: a school year opened for it, its agreement versions, the students' acceptances. */
export interface EnrollmentYearsTable {
  id: Generated<number>;
  schoolId: number;
  schoolYearId: number;
  programChangeFrom: string | null;
  programChangeUntil: string | null;
  openedBy: number | null;
  openedAt: Timestamp;
}

export interface EnrollmentAgreementsTable {
  id: Generated<number>;
  schoolId: number;
  enrollmentYearId: number;
  version: number;
  html: string;
  createdBy: number | null;
  createdAt: Timestamp;
}

export interface EnrollmentsTable {
  id: Generated<number>;
  schoolId: number;
  enrollmentYearId: number;
  studentId: number;
  agreementId: number;
  agreementVersion: number;
  programId: number | null;
  programName: string | null;
  pohadanjeNastave: string | null;
  oib: string;
  datumRodjenja: string;
  brojMobitela: string;
  adresa: Json;
  roditelj1: Json | null;
  roditelj2: Json | null;
  acceptedAt: Timestamp;
}

/** Documents ('Poveznice'): links, files and ABC tunes, in folders, shared with people or groups. */
export interface DocumentFoldersTable {
  id: Generated<number>;
  schoolId: number;
  ownerId: number;
  name: string;
  createdAt: Timestamp;
}

export interface DocumentsTable {
  id: Generated<number>;
  schoolId: number;
  ownerId: number;
  folderId: number | null;
  kind: string;
  title: string;
  url: string | null;
  fileId: number | null;
  abc: string | null;
  visibility: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface DocumentSharesTable {
  documentId: number;
  kind: string;
  targetId: number;
}
