import { sql } from 'kysely';
import { toBool } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';
import {
  afterByFoldedName,
  foldedName,
  foldSql,
  searchPatterns,
} from './search-fold.repository.ts';

/** Mentors (and admins) as the admin lists and edits them, with their programs. */
export function createPeopleMentorsRepository(data: DataAccess) {
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
  };
}
