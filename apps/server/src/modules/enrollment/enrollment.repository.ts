import type { DataAccess } from '../../db/unit-of-work.ts';
import { toJson } from '../../db/rows.ts';
import type { EnrollmentRecord } from './enrollment-record.ts';
import { createEnrollmentDashboardRepository } from './enrollment-dashboard.repository.ts';
import {
  createEnrollmentStudentsRepository,
  toEnrollment,
} from './enrollment-students.repository.ts';

export type { StudentEnrollmentRow } from './enrollment-students.repository.ts';
export type { EnrollmentRecord } from './enrollment-record.ts';

type Row = Record<string, unknown>;

export interface EnrollmentYearRecord {
  id: number;
  schoolId: number;
  schoolYearId: number;
  schoolYearName: string;
  startDate: string;
  endDate: string;
  programChangeFrom: string | null;
  programChangeUntil: string | null;
  openedAt: string;
  agreementId: number;
  agreementVersion: number;
  agreementText: string;
}

export type NewEnrollment = Omit<EnrollmentRecord, 'id'>;

export type EnrollmentRepository = ReturnType<typeof createEnrollmentRepository>;

/**
 * Enrollment years, agreement versions and acceptances. Reads the school's students, their
 * programs and mentors in a few set queries (no query per student), filtered in SQL.
 */
export function createEnrollmentRepository(data: DataAccess) {
  const years = () =>
    data.db
      .selectFrom('enrollment_years as e')
      .innerJoin('school_years as y', 'y.id', 'e.schoolYearId')
      .innerJoin('enrollment_agreements as a', (j) =>
        j.onRef('a.enrollmentYearId', '=', 'e.id').on('a.version', '=', (eb) =>
          eb
            .selectFrom('enrollment_agreements as a2')
            .whereRef('a2.enrollmentYearId', '=', 'e.id')
            .select((eb2) => eb2.fn.max('a2.version').as('v')),
        ),
      )
      .select([
        'e.id',
        'e.schoolId',
        'e.schoolYearId',
        'y.name as schoolYearName',
        'y.startDate',
        'y.endDate',
        'e.programChangeFrom',
        'e.programChangeUntil',
        'e.openedAt',
        'a.id as agreementId',
        'a.version as agreementVersion',
        'a.html as agreementText',
      ]);
  const toYear = (r: Row): EnrollmentYearRecord => ({
    ...(r as unknown as EnrollmentYearRecord),
    openedAt: String(r.openedAt),
  });

  return {
    ...createEnrollmentDashboardRepository(data),
    ...createEnrollmentStudentsRepository(data),

    async listYears(schoolId: number): Promise<EnrollmentYearRecord[]> {
      const rows = await years()
        .where('e.schoolId', '=', schoolId)
        .orderBy('y.startDate', 'desc')
        .execute();
      return rows.map(toYear);
    },

    async year(schoolId: number, id: number): Promise<EnrollmentYearRecord | null> {
      const row = await years()
        .where('e.schoolId', '=', schoolId)
        .where('e.id', '=', id)
        .executeTakeFirst();
      return row ? toYear(row) : null;
    },

    /** The latest-starting open year that has not ended by `today`. */
    async openYear(schoolId: number, today: string): Promise<EnrollmentYearRecord | null> {
      const row = await years()
        .where('e.schoolId', '=', schoolId)
        .where('y.endDate', '>=', today)
        .orderBy('y.startDate', 'desc')
        .executeTakeFirst();
      return row ? toYear(row) : null;
    },

    async yearExistsFor(schoolId: number, schoolYearId: number): Promise<boolean> {
      const row = await data.db
        .selectFrom('enrollment_years')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('schoolYearId', '=', schoolYearId)
        .executeTakeFirst();
      return !!row;
    },

    async insertYear(values: {
      schoolId: number;
      schoolYearId: number;
      programChangeFrom: string | null;
      programChangeUntil: string | null;
      openedBy: number;
      openedAt: string;
    }): Promise<number> {
      const { id } = await data.db
        .insertInto('enrollment_years')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async updateWindow(
      schoolId: number,
      id: number,
      window: { programChangeFrom: string | null; programChangeUntil: string | null },
    ): Promise<void> {
      await data.db
        .updateTable('enrollment_years')
        .set(window)
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },

    async insertAgreement(values: {
      schoolId: number;
      enrollmentYearId: number;
      version: number;
      html: string;
      createdBy: number;
      createdAt: string;
    }): Promise<number> {
      const { id } = await data.db
        .insertInto('enrollment_agreements')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async enrollmentOf(
      schoolId: number,
      enrollmentYearId: number,
      studentId: number,
    ): Promise<EnrollmentRecord | null> {
      const row = await data.db
        .selectFrom('enrollments')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .where('enrollmentYearId', '=', enrollmentYearId)
        .where('studentId', '=', studentId)
        .executeTakeFirst();
      return row ? toEnrollment(row) : null;
    },

    /** Records an acceptance; a later one for the same year replaces it (a newer version). */
    async saveEnrollment(values: NewEnrollment): Promise<void> {
      const row = {
        ...values,
        adresa: toJson(values.adresa),
        roditelj1: values.roditelj1 ? toJson(values.roditelj1) : null,
        roditelj2: values.roditelj2 ? toJson(values.roditelj2) : null,
      };
      await data.db
        .insertInto('enrollments')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['enrollmentYearId', 'studentId']).doUpdateSet({
            agreementId: row.agreementId,
            agreementVersion: row.agreementVersion,
            programId: row.programId,
            programName: row.programName,
            pohadanjeNastave: row.pohadanjeNastave,
            oib: row.oib,
            datumRodjenja: row.datumRodjenja,
            brojMobitela: row.brojMobitela,
            adresa: row.adresa,
            roditelj1: row.roditelj1,
            roditelj2: row.roditelj2,
            acceptedAt: row.acceptedAt,
          }),
        )
        .execute();
    },

    async programIdsOf(studentId: number): Promise<number[]> {
      const rows = await data.db
        .selectFrom('user_programs')
        .select('programId')
        .where('userId', '=', studentId)
        .orderBy('programId')
        .execute();
      return rows.map((r) => r.programId);
    },
  };
}
