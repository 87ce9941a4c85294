import { sql, type RawBuilder } from 'kysely';
import type { DataAccess } from '../../db/unit-of-work.ts';
import { personColumns, toPerson, type ChatPersonRow } from './chat-people.repository.ts';

/** Croatian letters searched without their marks ('malic' finds 'Malić'), on both databases. */
const LETTER_FOLDS: [string, string][] = [
  ['č', 'c'],
  ['ć', 'c'],
  ['đ', 'd'],
  ['š', 's'],
  ['ž', 'z'],
];
const foldLetters = (text: string) =>
  LETTER_FOLDS.reduce((t, [from, to]) => t.replaceAll(from, to), text.toLowerCase());
/** SQLite's lower() leaves Č as it is: capitals are folded too. */
function foldedColumn(column: string) {
  let folded: RawBuilder<unknown> = sql`lower(${sql.ref(column)})`;
  for (const [from, to] of LETTER_FOLDS) {
    for (const letter of [from, from.toUpperCase()]) {
      folded = sql`replace(${folded}, ${sql.lit(letter)}, ${sql.lit(to)})`;
    }
  }
  return folded;
}

/** The contacts search, paged by name on the server. */
export function createChatContactsRepository(data: DataAccess) {
  return {
    /**
     * People a viewer may write to: a student their own mentors and the school's admins, the
     * staff anyone active in the school. Every word of `text` must match the name, last name or
     * username; ordered by last name, first name, id, continuing `after` a person (keyset);
     * `onlyId` asks about one person.
     */
    async contacts(
      schoolId: number,
      viewer: { id: number; staff: boolean },
      filter: { words: string[]; afterId?: number; onlyId?: number; limit: number },
    ): Promise<ChatPersonRow[]> {
      let query = data.db
        .selectFrom('users')
        .select(personColumns)
        .where('users.schoolId', '=', schoolId)
        .where('users.isActive', '=', true)
        .where('users.id', '!=', viewer.id);
      if (!viewer.staff) {
        query = query.where((eb) =>
          eb.or([
            eb('users.isAdmin', '=', true),
            eb(
              'users.id',
              'in',
              eb
                .selectFrom('student_mentors')
                .select('mentorId')
                .where('studentId', '=', viewer.id),
            ),
          ]),
        );
      }
      if (filter.onlyId !== undefined) query = query.where('users.id', '=', filter.onlyId);
      for (const word of filter.words) {
        const like = `%${foldLetters(word).replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        const matches = (column: string) =>
          sql<boolean>`${foldedColumn(column)} like ${like} escape '\\'`;
        query = query.where(
          sql<boolean>`(${matches('users.ime')} or ${matches('users.prezime')} or ${matches('users.korisnickoIme')})`,
        );
      }
      if (filter.afterId !== undefined) {
        const p = (column: string) => sql.ref(`after.${column}`);
        query = query.where(
          sql<boolean>`(${sql.ref('users.prezime')}, ${sql.ref('users.ime')}, ${sql.ref('users.id')}) > (select ${p('prezime')}, ${p('ime')}, ${p('id')} from ${sql.table('users')} as ${sql.ref('after')} where ${p('id')} = ${filter.afterId} and ${p('schoolId')} = ${schoolId})`,
        );
      }
      const rows = await query
        .orderBy('users.prezime')
        .orderBy('users.ime')
        .orderBy('users.id')
        .limit(filter.limit)
        .execute();
      return rows.map(toPerson);
    },
  };
}
