import type { EnrollmentDashboardQuery } from '@takt/shared/schemas/enrollment';
import type { Address, Parent } from '@takt/shared/schemas/user';
import type { DataAccess } from '../../db/unit-of-work.ts';
import { parseJson, toJson } from '../../db/rows.ts';
import {
  byFoldedName,
  createEnrollmentDashboardRepository,
  filteredStudents,
} from './enrollment-dashboard.repository.ts';

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

export type NewEnrollment = Omit<EnrollmentRecord, 'id'>;

/** A student of the school as the dashboard lists them, with their acceptance if any. */
export interface StudentEnrollmentRow {
  studentId: number;
  ime: string;
  prezime: string;
  korisnickoIme: string;
  email: string;
  programs: { id: number; naziv: string }[];
  mentors: { id: number; ime: string; prezime: string }[];
  enrollment: EnrollmentRecord | null;
  /** What the school has on file (exports fall back to it before the student confirms). */
  personal: {
    oib: string | null;
    datumRodjenja: string | null;
    brojMobitela: string | null;
    adresa: Address;
    roditelj1: Parent | null;
    roditelj2: Parent | null;
  };
}

type Row = Record<string, unknown>;
const toEnrollment = (r: Row): EnrollmentRecord => ({
  id: r.id as number,
  schoolId: r.schoolId as number,
  enrollmentYearId: r.enrollmentYearId as number,
  studentId: r.studentId as number,
  agreementId: r.agreementId as number,
  agreementVersion: r.agreementVersion as number,
  programId: (r.programId as number | null) ?? null,
  programName: (r.programName as string | null) ?? null,
  pohadanjeNastave: (r.pohadanjeNastave as string | null) ?? null,
  oib: r.oib as string,
  datumRodjenja: r.datumRodjenja as string,
  brojMobitela: r.brojMobitela as string,
  adresa: parseJson<Address>(r.adresa as string, { ulica: '', kucniBroj: '', mjesto: '' }),
  roditelj1: parseJson<Parent | null>(r.roditelj1 as string | null, null),
  roditelj2: parseJson<Parent | null>(r.roditelj2 as string | null, null),
  acceptedAt: String(r.acceptedAt),
});

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

    /**
     * The active students of the school the filter leaves (all without one), alphabetical, with
     * programs, mentors and the year's acceptance; `page` takes `limit` of them from `offset`.
     */
    async students(
      schoolId: number,
      enrollmentYearId: number | null,
      options: {
        personal?: boolean;
        filter?: EnrollmentDashboardQuery;
        page?: { limit: number; offset: number };
      } = {},
    ): Promise<StudentEnrollmentRow[]> {
      const noPersonal = {
        oib: null,
        datumRodjenja: null,
        brojMobitela: null,
        adresa: { ulica: '', kucniBroj: '', mjesto: '' },
        roditelj1: null,
        roditelj2: null,
      };
      let query = byFoldedName(
        filteredStudents(data, schoolId, enrollmentYearId, options.filter).select([
          'users.id',
          'users.ime',
          'users.prezime',
          'users.korisnickoIme',
          'users.email',
          'users.oib',
          'users.datumRodjenja',
          'users.brojMobitela',
          'users.adresa',
          'users.roditelj1',
          'users.roditelj2',
        ]),
      );
      if (options.page) query = query.limit(options.page.limit).offset(options.page.offset);
      const people = await query.execute();
      const programs: { userId: number; id: number; naziv: string }[] = [];
      const mentors: { studentId: number; id: number; ime: string; prezime: string }[] = [];
      const enrollments: Row[] = [];
      // The related rows of the chosen students, a thousand ids a query.
      for (let i = 0; i < people.length; i += 1000) {
        const ids = people.slice(i, i + 1000).map((p) => p.id);
        programs.push(
          ...(await data.db
            .selectFrom('user_programs as up')
            .innerJoin('programs as p', 'p.id', 'up.programId')
            .select(['up.userId', 'p.id', 'p.naziv'])
            .where('up.userId', 'in', ids)
            .orderBy('p.naziv')
            .execute()),
        );
        mentors.push(
          ...(await data.db
            .selectFrom('student_mentors as sm')
            .innerJoin('users as m', 'm.id', 'sm.mentorId')
            .select(['sm.studentId', 'm.id', 'm.ime', 'm.prezime'])
            .where('sm.studentId', 'in', ids)
            .orderBy('m.prezime')
            .orderBy('m.ime')
            .execute()),
        );
        if (enrollmentYearId !== null) {
          enrollments.push(
            ...(await data.db
              .selectFrom('enrollments')
              .selectAll()
              .where('schoolId', '=', schoolId)
              .where('enrollmentYearId', '=', enrollmentYearId)
              .where('studentId', 'in', ids)
              .execute()),
          );
        }
      }
      const byStudent = <T>(rows: T[], key: (r: T) => number) => {
        const map = new Map<number, T[]>();
        for (const r of rows) {
          const list = map.get(key(r));
          if (list) list.push(r);
          else map.set(key(r), [r]);
        }
        return map;
      };
      const programMap = byStudent(programs, (r) => r.userId);
      const mentorMap = byStudent(mentors, (r) => r.studentId);
      const enrollmentMap = new Map(
        enrollments.map((e) => [e.studentId as number, toEnrollment(e)]),
      );
      return people.map((p) => ({
        studentId: p.id,
        ime: p.ime,
        prezime: p.prezime,
        korisnickoIme: p.korisnickoIme,
        email: p.email,
        programs: (programMap.get(p.id) ?? []).map((r) => ({ id: r.id, naziv: r.naziv })),
        mentors: (mentorMap.get(p.id) ?? []).map((r) => ({
          id: r.id,
          ime: r.ime,
          prezime: r.prezime,
        })),
        enrollment: enrollmentMap.get(p.id) ?? null,
        personal:
          options.personal === false
            ? noPersonal
            : {
                oib: p.oib,
                datumRodjenja: p.datumRodjenja,
                brojMobitela: p.brojMobitela,
                adresa: parseJson<Address>(p.adresa, { ulica: '', kucniBroj: '', mjesto: '' }),
                roditelj1: parseJson<Parent | null>(p.roditelj1, null),
                roditelj2: parseJson<Parent | null>(p.roditelj2, null),
              },
      }));
    },
  };
}
