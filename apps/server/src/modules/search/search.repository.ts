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
     * text, case-insensitively: the stored `searchText` (lowercased names, kept by a trigger, see
     * the search-columns migration) against the lowercased text. Reads only the columns a result
     * shows; the school's users are read in result order (users_school_name_idx).
     */
    async findUsers(
      schoolId: number,
      text: string,
      page: { offset: number; limit: number },
    ): Promise<UserMatch[]> {
      const pattern = likePattern(text);
      const rows = await data.db
        .selectFrom('users')
        .select(['id', 'ime', 'prezime', 'korisnickoIme', 'isStudent', 'isMentor', 'isAdmin'])
        .where('schoolId', '=', schoolId)
        .where('isActive', '=', true)
        .where(sql<boolean>`${sql.ref('searchText')} like lower(${pattern}) escape '\\'`)
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
