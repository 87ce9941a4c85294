import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { portable } from './portable.ts';

/**
 * User search reads one stored, lowercased column instead of lowering four expressions of every
 * row of the school at query time: `searchText` = lower(ime || ' ' || prezime) || U+001F ||
 * lower(korisnickoIme). The full name covers a match in the first or the last name; the unit
 * separator cannot be typed, so no match spans the two parts. A trigger keeps it current on every
 * insert and every change of a name, whichever code writes it. On SQLite lower() is the
 * Unicode-aware one the app registers on its connection (database.ts); PostgreSQL's follows the
 * database's locale. The index serves the search's order (last name, first name) within a school.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);
  await db.schema
    .alterTable('users')
    .addColumn('searchText', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  if (p.isPostgres) {
    await sql`
      create function users_search_text() returns trigger language plpgsql as $$
      begin
        new."searchText" := lower(new.ime || ' ' || new.prezime) || chr(31) || lower(new."korisnickoIme");
        return new;
      end $$`.execute(db);
    await sql`
      create trigger users_search_text before insert or update of ime, prezime, "korisnickoIme"
      on users for each row execute function users_search_text()`.execute(db);
    await sql`update users set "searchText" = lower(ime || ' ' || prezime) || chr(31) || lower("korisnickoIme")`.execute(
      db,
    );
  } else {
    const value = (row: string) =>
      sql.raw(
        `lower(${row}.ime || ' ' || ${row}.prezime) || char(31) || lower(${row}.korisnickoIme)`,
      );
    await sql`
      create trigger users_search_text_insert after insert on users
      begin update users set searchText = ${value('new')} where id = new.id; end`.execute(db);
    await sql`
      create trigger users_search_text_update after update of ime, prezime, korisnickoIme on users
      begin update users set searchText = ${value('new')} where id = new.id; end`.execute(db);
    await sql`update users set searchText = ${value('users')}`.execute(db);
  }
  await db.schema
    .createIndex('users_school_name_idx')
    .on('users')
    .columns(['schoolId', 'prezime', 'ime', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const p = await portable(db);
  await db.schema.dropIndex('users_school_name_idx').execute();
  if (p.isPostgres) {
    await sql`drop trigger users_search_text on users`.execute(db);
    await sql`drop function users_search_text()`.execute(db);
  } else {
    await sql`drop trigger users_search_text_insert`.execute(db);
    await sql`drop trigger users_search_text_update`.execute(db);
  }
  await db.schema.alterTable('users').dropColumn('searchText').execute();
}
