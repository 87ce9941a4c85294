import { sql } from 'kysely';
import type { MentorSearchResult } from '@takt/shared/schemas/user-profile';
import { afterByName, parseJson, toBool } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';

type Person = Omit<MentorSearchResult, 'programs'>;

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;

/** Read-only lists of the profile page and editor: a mentor's students, mentor search. */
export function createDirectoryRepository(data: DataAccess) {
  return {
    /** The mentor's active students by last and first name; `afterId` pages on. */
    async studentsOf(
      schoolId: number,
      mentorId: number,
      limit: number,
      afterId?: number,
      text?: string,
    ) {
      let query = data.db
        .selectFrom('student_mentors')
        .innerJoin('users', 'users.id', 'student_mentors.studentId')
        .select([
          'users.id',
          'ime',
          'prezime',
          'korisnickoIme',
          'email',
          'programType',
          'roditelj1',
          'roditelj2',
        ])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('consents as c')
                .select('c.id')
                .whereRef('c.userId', '=', 'users.id')
                .where('c.purpose', '=', 'photos_website')
                .where('c.withdrawnAt', 'is', null),
            )
            .as('photos'),
        )
        .where('student_mentors.mentorId', '=', mentorId)
        .where('users.schoolId', '=', schoolId)
        .where('users.isActive', '=', true)
        .where('users.isStudent', '=', true);
      if (afterId !== undefined) query = query.where(afterByName(afterId));
      if (text) {
        const pattern = likePattern(text);
        const matches = (column: string) =>
          sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
        query = query.where(
          sql<boolean>`(${matches('ime')} or ${matches('prezime')} or ${matches('korisnickoIme')} or ${matches('email')} or lower(ime || ' ' || prezime) like lower(${pattern}) escape '\\')`,
        );
      }
      const rows = await query
        .orderBy('prezime')
        .orderBy('ime')
        .orderBy('users.id')
        .limit(limit)
        .execute();
      return rows.map(({ roditelj1, roditelj2, photos, ...r }) => {
        const parents = [roditelj1, roditelj2].map((p) =>
          parseJson<{ brojMobitela?: string } | null>(p, null),
        );
        return {
          ...r,
          programType: parseJson<Record<string, string>>(r.programType, {}),
          parentPhone: parents.map((p) => p?.brojMobitela?.trim()).find(Boolean) ?? null,
          noPhotos: !toBool(photos as boolean | number),
        };
      });
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
      let query = data.db
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

    /** The programs of each of the school's people among `userIds`. */
    async programsOf(
      schoolId: number,
      userIds: number[],
    ): Promise<Map<number, { id: number; naziv: string }[]>> {
      const byUser = new Map<number, { id: number; naziv: string }[]>();
      if (userIds.length === 0) return byUser;
      const rows = await data.db
        .selectFrom('user_programs')
        .innerJoin('programs', 'programs.id', 'user_programs.programId')
        .select(['user_programs.userId', 'programs.id', 'programs.naziv'])
        .where('user_programs.userId', 'in', userIds)
        .where('programs.schoolId', '=', schoolId)
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
