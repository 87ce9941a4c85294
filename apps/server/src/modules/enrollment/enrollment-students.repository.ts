import type { EnrollmentDashboardQuery } from '@takt/shared/schemas/enrollment';
import type { Address, Parent } from '@takt/shared/schemas/user';
import { parseJson } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';
import { byFoldedName, filteredStudents } from './enrollment-dashboard.repository.ts';
import type { EnrollmentRecord } from './enrollment-record.ts';

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
export const toEnrollment = (r: Row): EnrollmentRecord => ({
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

/**
 * The school's students with programs, mentors and the year's acceptance, in a few set queries
 * (no query per student), filtered and paged in SQL.
 */
export function createEnrollmentStudentsRepository(data: DataAccess) {
  return {
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
