import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { LinkedAccount, MentorSearchResult } from '@takt/shared/schemas/user-profile';
import type { Database } from '../../db/schema.ts';
import { parseJson } from '../../db/rows.ts';

type Person = Omit<MentorSearchResult, 'programs'>;

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;

/** Read-only lists of the profile page: linked accounts, a mentor's students, mentor search. */
export function createDirectoryRepository(db: Kysely<Database>) {
  return {
    /** Active accounts of one school on the same e-mail (case-insensitive), by id. */
    async sameEmail(schoolId: number, userId: number): Promise<LinkedAccount[]> {
      const rows = await db
        .selectFrom('users as u')
        .innerJoin('users as me', (join) =>
          join.onRef('me.emailLower', '=', 'u.emailLower').on('me.id', '=', userId),
        )
        .select(['u.id', 'u.ime', 'u.prezime', 'u.korisnickoIme'])
        .where('u.schoolId', '=', schoolId)
        .where('u.isActive', '=', true)
        .orderBy('u.id')
        .execute();
      return rows.map((r) => ({ ...r, isCurrent: r.id === userId }));
    },

    async studentsOf(mentorId: number, schoolId: number) {
      const rows = await db
        .selectFrom('student_mentors')
        .innerJoin('users', 'users.id', 'student_mentors.studentId')
        .select(['users.id', 'ime', 'prezime', 'korisnickoIme', 'email', 'programType'])
        .where('student_mentors.mentorId', '=', mentorId)
        .where('users.schoolId', '=', schoolId)
        .where('users.isActive', '=', true)
        .where('users.isStudent', '=', true)
        .orderBy('prezime')
        .orderBy('ime')
        .orderBy('users.id')
        .execute();
      return rows.map((r) => ({
        ...r,
        programType: parseJson<Record<string, string>>(r.programType, {}),
      }));
    },

    /** Active mentors and admins whose username, first or last name contains the text. */
    async searchMentors(
      schoolId: number,
      text: string,
      exclude: number[],
      limit: number,
    ): Promise<Person[]> {
      const pattern = likePattern(text);
      const matches = (column: string) =>
        sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
      let query = db
        .selectFrom('users')
        .select(['id', 'ime', 'prezime', 'korisnickoIme'])
        .where('schoolId', '=', schoolId)
        .where('isActive', '=', true)
        .where((eb) => eb.or([eb('isMentor', '=', true), eb('isAdmin', '=', true)]))
        .where(
          () =>
            sql<boolean>`(${matches('ime')} or ${matches('prezime')} or ${matches('korisnickoIme')})`,
        );
      if (exclude.length) query = query.where('id', 'not in', exclude);
      return query.orderBy('prezime').orderBy('ime').orderBy('id').limit(limit).execute();
    },

    async programsOf(userIds: number[]): Promise<Map<number, { id: number; naziv: string }[]>> {
      const byUser = new Map<number, { id: number; naziv: string }[]>();
      if (userIds.length === 0) return byUser;
      const rows = await db
        .selectFrom('user_programs')
        .innerJoin('programs', 'programs.id', 'user_programs.programId')
        .select(['user_programs.userId', 'programs.id', 'programs.naziv'])
        .where('user_programs.userId', 'in', userIds)
        .orderBy('programs.naziv')
        .orderBy('programs.id')
        .execute();
      for (const row of rows) {
        const list = byUser.get(row.userId) ?? [];
        list.push({ id: row.id, naziv: row.naziv });
        byUser.set(row.userId, list);
      }
      return byUser;
    },
  };
}
