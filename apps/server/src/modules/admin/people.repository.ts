import { sql } from 'kysely';
import { toBool } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';
import {
  afterByFoldedName,
  foldedName,
  foldSql,
  searchPatterns,
} from './search-fold.repository.ts';
import { latestEnrollmentYear } from './students.repository.ts';

export interface Person {
  id: number;
  ime: string;
  prezime: string;
  email: string;
  korisnickoIme: string;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
  isActive: boolean;
  erased: boolean;
  datumRodjenja: string | null;
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;

/** Accounts as the admin manages them: mentors, activity, the last-admin rule, counts. */
export function createPeopleRepository(data: DataAccess) {
  function mentorsQuery(schoolId: number, q: string | undefined, status: string) {
    let query = data.db
      .selectFrom('users')
      .where('users.schoolId', '=', schoolId)
      .where('users.erasedAt', 'is', null)
      .where((eb) => eb.or([eb('users.isMentor', '=', true), eb('users.isAdmin', '=', true)]));
    if (status !== 'all') query = query.where('users.isActive', '=', status === 'active');
    const haystack = foldSql(
      sql`${sql.ref('users.ime')} || ' ' || ${sql.ref('users.prezime')} || ' ' || ${sql.ref('users.korisnickoIme')} || ' ' || ${sql.ref('users.email')}`,
    );
    for (const pattern of searchPatterns(q)) {
      query = query.where(sql<boolean>`${haystack} like ${pattern} escape '\\'`);
    }
    return query;
  }

  return {
    async find(schoolId: number, id: number): Promise<Person | null> {
      const r = await data.db
        .selectFrom('users')
        .select([
          'id',
          'ime',
          'prezime',
          'email',
          'korisnickoIme',
          'isStudent',
          'isMentor',
          'isAdmin',
          'isActive',
          'erasedAt',
          'datumRodjenja',
        ])
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!r) return null;
      return {
        id: r.id,
        ime: r.ime,
        prezime: r.prezime,
        email: r.email,
        korisnickoIme: r.korisnickoIme,
        isStudent: toBool(r.isStudent),
        isMentor: toBool(r.isMentor),
        isAdmin: toBool(r.isAdmin),
        isActive: toBool(r.isActive),
        erased: r.erasedAt !== null,
        datumRodjenja: r.datumRodjenja,
      };
    },
    async setActive(schoolId: number, id: number, active: boolean, at: string) {
      await data.db
        .updateTable('users')
        .set({ isActive: active, updatedAt: at })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },
    async activeAdminCount(schoolId: number): Promise<number> {
      const row = await data.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('isAdmin', '=', true)
        .where('isActive', '=', true)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async listMentors(
      schoolId: number,
      q: string | undefined,
      status: string,
      page: { limit: number; cursorId?: number },
    ) {
      let query = mentorsQuery(schoolId, q, status).select((eb) => [
        'users.id',
        'users.ime',
        'users.prezime',
        'users.korisnickoIme',
        'users.email',
        'users.predmet',
        'users.isAdmin',
        'users.isActive',
        'users.confirmedAt',
        eb
          .selectFrom('student_mentors as sm')
          .innerJoin('users as s', 's.id', 'sm.studentId')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .whereRef('sm.mentorId', '=', 'users.id')
          .where('s.isActive', '=', true)
          .as('studentCount'),
      ]);
      if (page.cursorId) query = query.where(afterByFoldedName(page.cursorId));
      const rows = await query
        .orderBy(foldedName('users').prezime)
        .orderBy(foldedName('users').ime)
        .orderBy('users.id')
        .limit(page.limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        ime: r.ime,
        prezime: r.prezime,
        korisnickoIme: r.korisnickoIme,
        email: r.email,
        predmet: r.predmet,
        isAdmin: toBool(r.isAdmin),
        isActive: toBool(r.isActive),
        confirmed: r.confirmedAt !== null,
        studentCount: Number(r.studentCount ?? 0),
      }));
    },
    async countMentors(schoolId: number, q: string | undefined, status: string) {
      const row = await mentorsQuery(schoolId, q, status)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
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
    async updateMentor(
      schoolId: number,
      id: number,
      values: { predmet: string | null; isAdmin: boolean; programIds: number[] },
      at: string,
    ) {
      await data.db
        .updateTable('users')
        .set({ predmet: values.predmet, isAdmin: values.isAdmin, updatedAt: at })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
      await data.db.deleteFrom('user_programs').where('userId', '=', id).execute();
      if (values.programIds.length) {
        await data.db
          .insertInto('user_programs')
          .values(values.programIds.map((programId) => ({ userId: id, programId })))
          .execute();
      }
    },
    /** Which of these ids are mentors of the school. */
    async mentorIds(schoolId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await data.db
        .selectFrom('users')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('id', 'in', ids)
        .where('isMentor', '=', true)
        .execute();
      return rows.map((r) => r.id);
    },
    async counts(schoolId: number) {
      const row = await data.db
        .selectFrom('users')
        .select((eb) => [
          eb.fn
            .sum<number | string | null>(
              eb
                .case()
                .when(eb.and([eb('isStudent', '=', true), eb('isActive', '=', true)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('students'),
          eb.fn
            .sum<number | string | null>(
              eb
                .case()
                .when(eb.and([eb('isMentor', '=', true), eb('isActive', '=', true)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('mentors'),
          eb.fn
            .sum<number | string | null>(
              eb
                .case()
                .when(eb.and([eb('isActive', '=', false), eb('erasedAt', 'is', null)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('inactive'),
          eb.fn
            .sum<number | string | null>(
              eb
                .case()
                .when(
                  eb.and([
                    eb('isStudent', '=', true),
                    eb('isActive', '=', true),
                    eb.not(
                      eb.exists(
                        eb
                          .selectFrom('student_mentors as sm')
                          .select('sm.mentorId')
                          .whereRef('sm.studentId', '=', 'users.id'),
                      ),
                    ),
                  ]),
                )
                .then(1)
                .else(0)
                .end(),
            )
            .as('withoutMentor'),
          eb.fn
            .sum<number | string | null>(
              eb
                .case()
                .when(
                  eb.and([
                    eb('isStudent', '=', true),
                    eb('isActive', '=', true),
                    eb.not(
                      eb.exists(
                        eb
                          .selectFrom('enrollments as e')
                          .select('e.id')
                          .whereRef('e.studentId', '=', 'users.id')
                          .where('e.enrollmentYearId', '=', latestEnrollmentYear(eb, schoolId)),
                      ),
                    ),
                  ]),
                )
                .then(1)
                .else(0)
                .end(),
            )
            .as('notEnrolled'),
        ])
        .where('schoolId', '=', schoolId)
        .executeTakeFirstOrThrow();
      const pending = await data.db
        .selectFrom('pending_signups')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      const programs = await data.db
        .selectFrom('programs')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('active', '=', true)
        .executeTakeFirstOrThrow();
      const unpaid = await data.db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('kind', '=', 'invoice')
        .where('status', 'in', ['issued', 'overdue'])
        .executeTakeFirstOrThrow();
      const reports = await data.db
        .selectFrom('problem_reports')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('status', 'in', ['new', 'in_progress'])
        .executeTakeFirstOrThrow();
      return {
        notEnrolled: Number(row.notEnrolled ?? 0),
        unpaidInvoices: Number(unpaid.n),
        openProblemReports: Number(reports.n),
        pendingSignups: Number(pending.n),
        students: Number(row.students ?? 0),
        mentors: Number(row.mentors ?? 0),
        inactive: Number(row.inactive ?? 0),
        studentsWithoutMentor: Number(row.withoutMentor ?? 0),
        programs: Number(programs.n),
      };
    },
    /** E-mails of the school's mentors and admins (a mentor import's duplicates). */
    async staffEmails(schoolId: number): Promise<Set<string>> {
      const rows = await data.db
        .selectFrom('users')
        .select('emailLower')
        .where('schoolId', '=', schoolId)
        .where((eb) => eb.or([eb('isMentor', '=', true), eb('isAdmin', '=', true)]))
        .where('erasedAt', 'is', null)
        .execute();
      return new Set(rows.map((r) => r.emailLower));
    },
    /** Existing students of the school by OIB and by folded name + e-mail (import duplicates). */
    async duplicateKeys(schoolId: number) {
      const rows = await data.db
        .selectFrom('users')
        .select(['oib', 'ime', 'prezime', 'emailLower'])
        .where('schoolId', '=', schoolId)
        .where('isStudent', '=', true)
        .where('erasedAt', 'is', null)
        .execute();
      return rows;
    },
  };
}
