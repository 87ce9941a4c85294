import { sql } from 'kysely';
import { toBool } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';

export interface UserMatch {
  id: number;
  ime: string;
  prezime: string;
  korisnickoIme: string;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
}

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;

export function createSearchRepository(data: DataAccess) {
  return {
    /**
     * Active users of one school whose first name, last name, username or full name contains the
     * text, case-insensitively (lower() on both sides; on SQLite lower() is replaced by a Unicode-aware
     * one in database.ts). Reads only the columns a result shows.
     */
    async findUsers(
      schoolId: number,
      text: string,
      page: { offset: number; limit: number },
    ): Promise<UserMatch[]> {
      const pattern = likePattern(text);
      const matches = (column: ReturnType<typeof sql>) =>
        sql<boolean>`lower(${column}) like lower(${pattern}) escape '\\'`;
      const rows = await data.db
        .selectFrom('users')
        .select(['id', 'ime', 'prezime', 'korisnickoIme', 'isStudent', 'isMentor', 'isAdmin'])
        .where('schoolId', '=', schoolId)
        .where('isActive', '=', true)
        .where((eb) =>
          eb.or([
            matches(sql.ref('ime')),
            matches(sql.ref('prezime')),
            matches(sql.ref('korisnickoIme')),
            matches(sql`${sql.ref('ime')} || ' ' || ${sql.ref('prezime')}`),
          ]),
        )
        .orderBy('prezime')
        .orderBy('ime')
        .orderBy('id')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        ime: r.ime,
        prezime: r.prezime,
        korisnickoIme: r.korisnickoIme,
        isStudent: toBool(r.isStudent),
        isMentor: toBool(r.isMentor),
        isAdmin: toBool(r.isAdmin),
      }));
    },
  };
}
