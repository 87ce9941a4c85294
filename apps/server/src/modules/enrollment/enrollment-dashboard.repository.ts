import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { EnrollmentDashboardQuery } from '@takt/shared/schemas/enrollment';
import type { Database } from '../../db/schema.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';
import { foldedName, foldSql, searchPatterns } from '../../db/search-fold.ts';

type UsersQuery = SelectQueryBuilder<Database, 'users', object>;
type UsersEb = ExpressionBuilder<Database, 'users'>;

/** A count of the dashboard: a program or mentor (null: none) and its students by status. */
export interface EnrollmentCount {
  id: number | null;
  name: string;
  confirmed: number;
  pending: number;
}

export interface EnrollmentCounts {
  students: number;
  confirmed: number;
  byProgram: EnrollmentCount[];
  byMentor: EnrollmentCount[];
}

/** No enrollment year yet: nobody has accepted (ids are positive, 0 matches no row). */
const yearKey = (enrollmentYearId: number | null) => enrollmentYearId ?? 0;

const accepted = (eb: UsersEb, schoolId: number, enrollmentYearId: number | null) =>
  eb.exists(
    eb
      .selectFrom('enrollments as f')
      .select('f.id')
      .whereRef('f.studentId', '=', 'users.id')
      .where('f.schoolId', '=', schoolId)
      .where('f.enrollmentYearId', '=', yearKey(enrollmentYearId)),
  );

/**
 * The school's active students the dashboard's filters and search leave, in SQL: status against
 * the year's acceptances, a program, a mentor, and words matched without case or diacritics.
 */
export function filteredStudents(
  data: DataAccess,
  schoolId: number,
  enrollmentYearId: number | null,
  f: EnrollmentDashboardQuery = {},
): UsersQuery {
  let q = data.db
    .selectFrom('users')
    .where('users.schoolId', '=', schoolId)
    .where('users.isStudent', '=', true)
    .where('users.isActive', '=', true);
  if (f.status === 'confirmed') q = q.where((eb) => accepted(eb, schoolId, enrollmentYearId));
  if (f.status === 'pending') {
    q = q.where((eb) => eb.not(accepted(eb, schoolId, enrollmentYearId)));
  }
  if (f.programId) {
    const programId = f.programId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_programs as fp')
          .select('fp.userId')
          .whereRef('fp.userId', '=', 'users.id')
          .where('fp.programId', '=', programId),
      ),
    );
  }
  if (f.mentorId) {
    const mentorId = f.mentorId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('student_mentors as fm')
          .select('fm.studentId')
          .whereRef('fm.studentId', '=', 'users.id')
          .where('fm.mentorId', '=', mentorId),
      ),
    );
  }
  // Both name orders, so 'Horvat Ana' and 'Ana Horvat' find her.
  const haystack = foldSql(
    sql`${sql.ref('users.ime')} || ' ' || ${sql.ref('users.prezime')} || ' ' || ${sql.ref('users.ime')} || ' ' || ${sql.ref('users.korisnickoIme')} || ' ' || ${sql.ref('users.email')}`,
  );
  for (const pattern of searchPatterns(f.q)) {
    q = q.where(sql<boolean>`${haystack} like ${pattern} escape '\\'`);
  }
  return q;
}

/** Alphabetical as a Croatian reader expects (Čačić with the Cs), then by id. */
export const byFoldedName = <O>(q: SelectQueryBuilder<Database, 'users', O>) => {
  const name = foldedName('users');
  return q.orderBy(name.prezime).orderBy(name.ime).orderBy('users.id');
};

const sortCounts = (rows: EnrollmentCount[]) =>
  rows.sort((a, b) =>
    a.id === null ? 1 : b.id === null ? -1 : a.name.localeCompare(b.name, 'hr'),
  );

export type EnrollmentDashboardRepository = ReturnType<typeof createEnrollmentDashboardRepository>;

/**
 * The dashboard's counts computed by the database (three grouped queries whatever the school's
 * size): every student once in the totals, once per program and once per mentor they have.
 * They are most of a dashboard request's work and the same for every page of a filter, so they
 * are kept while the database is unchanged (DataAccess.readUnchanged).
 */
export function createEnrollmentDashboardRepository(data: DataAccess) {
  return {
    counts(
      schoolId: number,
      enrollmentYearId: number | null,
      f: EnrollmentDashboardQuery,
    ): Promise<EnrollmentCounts> {
      const key = `enrollment-counts:${schoolId}:${enrollmentYearId}:${JSON.stringify(f)}`;
      return data.readUnchanged(key, () => countNow(data, schoolId, enrollmentYearId, f));
    },
  };
}

async function countNow(
  data: DataAccess,
  schoolId: number,
  enrollmentYearId: number | null,
  f: EnrollmentDashboardQuery,
): Promise<EnrollmentCounts> {
  const withAcceptance = () =>
    filteredStudents(data, schoolId, enrollmentYearId, f).leftJoin('enrollments as en', (j) =>
      j
        .onRef('en.studentId', '=', 'users.id')
        .on('en.schoolId', '=', schoolId)
        .on('en.enrollmentYearId', '=', yearKey(enrollmentYearId)),
    );
  const totals = await withAcceptance()
    .select((eb) => [
      eb.fn.countAll<number | string>().as('students'),
      eb.fn.count<number | string>('en.id').as('confirmed'),
    ])
    .executeTakeFirstOrThrow();
  const programs = await withAcceptance()
    .leftJoin('user_programs as up', 'up.userId', 'users.id')
    .leftJoin('programs as p', 'p.id', 'up.programId')
    .select((eb) => [
      'p.id as id',
      'p.naziv as name',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.count<number | string>('en.id').as('confirmed'),
    ])
    .groupBy(['p.id', 'p.naziv'])
    .execute();
  const mentors = await withAcceptance()
    .leftJoin('student_mentors as sm', 'sm.studentId', 'users.id')
    .leftJoin('users as m', 'm.id', 'sm.mentorId')
    .select((eb) => [
      'm.id as id',
      'm.ime as ime',
      'm.prezime as prezime',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.count<number | string>('en.id').as('confirmed'),
    ])
    .groupBy(['m.id', 'm.ime', 'm.prezime'])
    .execute();
  const count = (
    id: number | null,
    name: string,
    r: { n: number | string; confirmed: number | string },
  ): EnrollmentCount => ({
    id,
    name,
    confirmed: Number(r.confirmed),
    pending: Number(r.n) - Number(r.confirmed),
  });
  return {
    students: Number(totals.students),
    confirmed: Number(totals.confirmed),
    byProgram: sortCounts(
      programs.map((r) => count(r.id ?? null, r.id === null ? 'Bez programa' : r.name!, r)),
    ),
    byMentor: sortCounts(
      mentors.map((r) =>
        count(r.id ?? null, r.id === null ? 'Bez mentora' : `${r.ime} ${r.prezime}`, r),
      ),
    ),
  };
}
