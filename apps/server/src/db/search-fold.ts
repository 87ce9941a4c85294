import { sql, type RawBuilder } from 'kysely';
import { foldCroatian } from '@takt/shared/username';

/**
 * Accent-insensitive search on both databases: the typed text is folded in JS (lower case, č→c,
 * đ→d, other marks dropped) and the column in SQL (lower(), then the same letters replaced), so
 * 'cacic' finds 'Čačić'. The SQL side knows the letters below; others compare as typed.
 */
const FOLDS: [string, string][] = [
  ['č', 'c'],
  ['ć', 'c'],
  ['đ', 'd'],
  ['š', 's'],
  ['ž', 'z'],
  ['á', 'a'],
  ['à', 'a'],
  ['â', 'a'],
  ['ä', 'a'],
  ['ã', 'a'],
  ['é', 'e'],
  ['è', 'e'],
  ['ê', 'e'],
  ['ë', 'e'],
  ['í', 'i'],
  ['ì', 'i'],
  ['î', 'i'],
  ['ï', 'i'],
  ['ó', 'o'],
  ['ò', 'o'],
  ['ô', 'o'],
  ['ö', 'o'],
  ['õ', 'o'],
  ['ú', 'u'],
  ['ù', 'u'],
  ['û', 'u'],
  ['ü', 'u'],
  ['ý', 'y'],
  ['ñ', 'n'],
  ['ç', 'c'],
];

export function foldSql(
  expression: RawBuilder<unknown> | ReturnType<typeof sql.ref>,
  folds: [string, string][] = FOLDS,
): RawBuilder<string> {
  let folded: RawBuilder<unknown> = sql`lower(${expression})`;
  for (const [from, to] of folds)
    folded = sql`replace(${folded}, ${sql.lit(from)}, ${sql.lit(to)})`;
  return folded as RawBuilder<string>;
}

export const foldText = (text: string) => foldCroatian(text).trim();

/** The words of a search, folded, each as a LIKE pattern (wildcards typed match themselves). */
export function searchPatterns(text: string | undefined): string[] {
  if (!text) return [];
  return foldText(text)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/**
 * People in alphabetical order as a Croatian reader expects (Čačić with the Cs, on both
 * databases): by folded last name, folded first name, id; `afterId` continues after that person.
 * The folded names are stored columns a trigger keeps (the name-sort-columns migration), indexed
 * per school: a list no longer folds every row of the school to sort it.
 */
export const foldedName = (table: string) => ({
  prezime: sql.ref(`${table}.sortPrezime`),
  ime: sql.ref(`${table}.sortIme`),
});
export function afterByFoldedName(afterId: number) {
  const a = foldedName('users');
  const p = foldedName('p');
  return sql<boolean>`(${a.prezime}, ${a.ime}, ${sql.ref('users.id')}) > (select ${p.prezime}, ${p.ime}, p.id from users p where p.id = ${afterId})`;
}
