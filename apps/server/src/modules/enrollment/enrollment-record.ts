import type { Address, Parent } from '@takt/shared/schemas/user';

/** One accepted enrollment as the repositories hand it out (shared by the year and student reads). */
export interface EnrollmentRecord {
  id: number;
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
  adresa: Address;
  roditelj1: Parent | null;
  roditelj2: Parent | null;
  acceptedAt: string;
}
