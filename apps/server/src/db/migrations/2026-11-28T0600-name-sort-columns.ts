import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { portable } from './portable.ts';

/**
 * People are listed as a Croatian reader expects (Čačić with the Cs): by last name, then first
 * name, lowercased with č, ć, đ, š, ž folded. Folding every row of a school at query time cost a
 * 1,000-student list more than the rest of its query, so the folded names are stored in
 * `sortPrezime` and `sortIme`, kept by a trigger on every insert and every change of a name
 * (whichever code writes it), and indexed for the order within a school. On SQLite lower() is the
 * Unicode-aware one the app registers on its connection (database.ts).
 */
const FOLDS = [
  ['č', 'c'],
  ['ć', 'c'],
  ['đ', 'd'],
  ['š', 's'],
  ['ž', 'z'],
];

const folded = (column: string) =>
  FOLDS.reduce((inner, [from, to]) => `replace(${inner}, '${from}', '${to}')`, `lower(${column})`);

export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);
  await db.schema
    .alterTable('users')
    .addColumn('sortPrezime', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('sortIme', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  if (p.isPostgres) {
    await sql
      .raw(
        `create function users_sort_names() returns trigger language plpgsql as $$
      begin
        new."sortPrezime" := ${folded('new.prezime')};
        new."sortIme" := ${folded('new.ime')};
        return new;
      end $$`,
      )
      .execute(db);
    await sql`
      create trigger users_sort_names before insert or update of ime, prezime
      on users for each row execute function users_sort_names()`.execute(db);
    await sql
      .raw(`update users set "sortPrezime" = ${folded('prezime')}, "sortIme" = ${folded('ime')}`)
      .execute(db);
  } else {
    const set = (row: string) =>
      `sortPrezime = ${folded(`${row}.prezime`)}, sortIme = ${folded(`${row}.ime`)}`;
    await sql
      .raw(
        `create trigger users_sort_names_insert after insert on users
      begin update users set ${set('new')} where id = new.id; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger users_sort_names_update after update of ime, prezime on users
      begin update users set ${set('new')} where id = new.id; end`,
      )
      .execute(db);
    await sql.raw(`update users set ${set('users')}`).execute(db);
  }
  await db.schema
    .createIndex('users_school_sort_name_idx')
    .on('users')
    .columns(['schoolId', 'sortPrezime', 'sortIme', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const p = await portable(db);
  await db.schema.dropIndex('users_school_sort_name_idx').execute();
  if (p.isPostgres) {
    await sql`drop trigger users_sort_names on users`.execute(db);
    await sql`drop function users_sort_names()`.execute(db);
  } else {
    await sql`drop trigger users_sort_names_insert`.execute(db);
    await sql`drop trigger users_sort_names_update`.execute(db);
  }
  await db.schema.alterTable('users').dropColumn('sortIme').execute();
  await db.schema.alterTable('users').dropColumn('sortPrezime').execute();
}
