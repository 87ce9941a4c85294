import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { MINOR_AGE } from '@takt/shared/constants';
import type { StudentFilter } from '@takt/shared/schemas/admin';
import type { Database } from '../../db/schema.ts';
import { toBool } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';
import {
  afterByFoldedName,
  foldedName,
  foldSql,
  searchPatterns,
} from './search-fold.repository.ts';

export interface StudentRow {
  id: number;
  ime: string;
  prezime: string;
  korisnickoIme: string;
  email: string;
  isActive: boolean;
  pohadjaTeoriju: boolean;
  maiZbor: boolean;
  datumRodjenja: string | null;
  maloljetniClan: boolean;
  createdAt: string;
}

type UsersQuery = SelectQueryBuilder<Database, 'users', object>;

/** The birth date after which a person is younger than `age` on `today` (YYYY-MM-DD). */
export function bornAfter(today: string, age: number): string {
  return `${Number(today.slice(0, 4)) - age}${today.slice(4)}`;
}

const photosGranted = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.exists(
    eb
      .selectFrom('consents as c')
      .select('c.id')
      .whereRef('c.userId', '=', 'users.id')
      .where('c.purpose', '=', 'photos_website')
      .where('c.withdrawnAt', 'is', null),
  );

/** The school's latest enrollment year (the one 'not enrolled' is about), as a subquery. */
export const latestEnrollmentYear = (eb: ExpressionBuilder<Database, 'users'>, schoolId: number) =>
  eb
    .selectFrom('enrollment_years as ey')
    .select((x) => x.fn.max('ey.id').as('id'))
    .where('ey.schoolId', '=', schoolId);

export type StudentsRepository = ReturnType<typeof createStudentsRepository>;

/** The admin's list of students: filters, search, sort and paging in SQL. */
export function createStudentsRepository(data: DataAccess) {
  function filtered(schoolId: number, f: StudentFilter, today: string): UsersQuery {
    let q = data.db
      .selectFrom('users')
      .where('users.schoolId', '=', schoolId)
      .where('users.isStudent', '=', true)
      .where('users.erasedAt', 'is', null);
    if (f.status !== 'all') q = q.where('users.isActive', '=', f.status === 'active');
    if (f.theory !== undefined) q = q.where('users.pohadjaTeoriju', '=', f.theory);
    if (f.choir !== undefined) q = q.where('users.maiZbor', '=', f.choir);
    if (f.minor !== undefined) {
      const cutoff = bornAfter(today, MINOR_AGE);
      q = f.minor
        ? q.where('users.datumRodjenja', '>', cutoff)
        : q.where((eb) =>
            eb.or([eb('users.datumRodjenja', '<=', cutoff), eb('users.datumRodjenja', 'is', null)]),
          );
    }
    if (f.createdYear !== undefined) {
      q = q
        .where('users.createdAt', '>=', `${f.createdYear}-01-01T00:00:00.000Z`)
        .where('users.createdAt', '<', `${f.createdYear + 1}-01-01T00:00:00.000Z`);
    }
    const hasProgram = (eb: ExpressionBuilder<Database, 'users'>, programId?: number) => {
      let sub = eb
        .selectFrom('user_programs as up')
        .select('up.userId')
        .whereRef('up.userId', '=', 'users.id');
      if (programId) sub = sub.where('up.programId', '=', programId);
      return eb.exists(sub);
    };
    const hasMentor = (eb: ExpressionBuilder<Database, 'users'>, mentorId?: number) => {
      let sub = eb
        .selectFrom('student_mentors as sm')
        .select('sm.studentId')
        .whereRef('sm.studentId', '=', 'users.id');
      if (mentorId) sub = sub.where('sm.mentorId', '=', mentorId);
      return eb.exists(sub);
    };
    if (f.noProgram) q = q.where((eb) => eb.not(hasProgram(eb)));
    if (f.noMentor) q = q.where((eb) => eb.not(hasMentor(eb)));
    if (f.programId) q = q.where((eb) => hasProgram(eb, f.programId));
    if (f.mentorId) q = q.where((eb) => hasMentor(eb, f.mentorId));
    if (f.notEnrolled !== undefined) {
      const enrolled = (eb: ExpressionBuilder<Database, 'users'>) =>
        eb.exists(
          eb
            .selectFrom('enrollments as e')
            .select('e.id')
            .whereRef('e.studentId', '=', 'users.id')
            .where('e.enrollmentYearId', '=', latestEnrollmentYear(eb, schoolId)),
        );
      q = q.where((eb) => (f.notEnrolled ? eb.not(enrolled(eb)) : enrolled(eb)));
    }
    if (f.noPhotos !== undefined) {
      q = q.where((eb) => (f.noPhotos ? eb.not(photosGranted(eb)) : photosGranted(eb)));
    }
    const haystack = foldSql(
      sql`${sql.ref('users.ime')} || ' ' || ${sql.ref('users.prezime')} || ' ' || ${sql.ref('users.korisnickoIme')} || ' ' || ${sql.ref('users.email')} || ' ' || coalesce(${sql.ref('users.oib')}, '')`,
    );
    for (const pattern of searchPatterns(f.q)) {
      q = q.where(sql<boolean>`${haystack} like ${pattern} escape '\\'`);
    }
    return q;
  }

  const columns = [
    'users.id',
    'users.ime',
    'users.prezime',
    'users.korisnickoIme',
    'users.email',
    'users.isActive',
    'users.pohadjaTeoriju',
    'users.maiZbor',
    'users.datumRodjenja',
    'users.maloljetniClan',
    'users.createdAt',
  ] as const;
  const toRow = (r: {
    id: number;
    ime: string;
    prezime: string;
    korisnickoIme: string;
    email: string;
    isActive: boolean | number;
    pohadjaTeoriju: boolean | number;
    maiZbor: boolean | number;
    datumRodjenja: string | null;
    maloljetniClan: boolean | number;
    createdAt: string;
  }): StudentRow => ({
    ...r,
    isActive: toBool(r.isActive),
    pohadjaTeoriju: toBool(r.pohadjaTeoriju),
    maiZbor: toBool(r.maiZbor),
    maloljetniClan: toBool(r.maloljetniClan),
    createdAt: new Date(r.createdAt).toISOString(),
  });

  return {
    async list(
      schoolId: number,
      f: StudentFilter,
      today: string,
      page: { limit: number; cursorId?: number },
    ): Promise<StudentRow[]> {
      let q = filtered(schoolId, f, today).select(columns);
      if (f.sort === 'newest') {
        if (page.cursorId) q = q.where('users.id', '<', page.cursorId);
        q = q.orderBy('users.id', 'desc');
      } else {
        if (page.cursorId) q = q.where(afterByFoldedName(page.cursorId));
        const name = foldedName('users');
        q = q.orderBy(name.prezime).orderBy(name.ime).orderBy('users.id');
      }
      return (await q.limit(page.limit).execute()).map(toRow);
    },
    async count(schoolId: number, f: StudentFilter, today: string): Promise<number> {
      const row = await filtered(schoolId, f, today)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Rows for the export: every filtered student with the sensitive columns. */
    async exportRows(schoolId: number, f: StudentFilter, today: string) {
      return filtered(schoolId, f, today)
        .select([...columns, 'users.oib', 'users.brojMobitela'])
        .orderBy(foldedName('users').prezime)
        .orderBy(foldedName('users').ime)
        .orderBy('users.id')
        .execute();
    },
    async programsOf(ids: number[]) {
      if (ids.length === 0) return [];
      return data.db
        .selectFrom('user_programs as up')
        .innerJoin('programs as p', 'p.id', 'up.programId')
        .select(['up.userId', 'p.id', 'p.naziv'])
        .where('up.userId', 'in', ids)
        .orderBy('p.naziv')
        .execute();
    },
    async mentorsOf(ids: number[]) {
      if (ids.length === 0) return [];
      return data.db
        .selectFrom('student_mentors as sm')
        .innerJoin('users as m', 'm.id', 'sm.mentorId')
        .select(['sm.studentId', 'm.id', 'm.ime', 'm.prezime'])
        .where('sm.studentId', 'in', ids)
        .orderBy('m.prezime')
        .execute();
    },
    async photoConsents(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await data.db
        .selectFrom('consents')
        .select('userId')
        .where('userId', 'in', ids)
        .where('purpose', '=', 'photos_website')
        .where('withdrawnAt', 'is', null)
        .execute();
      return new Set(rows.map((r) => r.userId));
    },
  };
}
