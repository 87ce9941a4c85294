import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { portable } from './portable.ts';

/**
 * On PostgreSQL every committed write tells the app's instances that the data changed: a trigger
 * on each table notifies channel `takt_data_changed` with the table's schema, once per
 * transaction (PostgreSQL folds equal notices), and only on commit. Answers kept in memory while
 * nothing changed (postgres-changes.ts) rely on it, whichever instance or tool wrote. Row-level,
 * so that a statement which touched no row (a job poll that found nothing due) says nothing.
 * Tables added later get the trigger in their own migration (a test checks that none lacks it).
 * SQLite needs none: its connection sees every change itself.
 */
const CHANNEL = 'takt_data_changed';
const FUNCTION = 'takt_data_changed';

async function tables(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely_migration%'
    order by tablename`.execute(db);
  return rows.map((r) => r.name);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!(await portable(db)).isPostgres) return;
  await sql
    .raw(
      `create function ${FUNCTION}() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${CHANNEL}', tg_table_schema);
        return null;
      end $$`,
    )
    .execute(db);
  for (const table of await tables(db)) {
    await sql
      .raw(
        `create trigger ${FUNCTION} after insert or update or delete on "${table}"
         for each row execute function ${FUNCTION}()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${FUNCTION}_truncate after truncate on "${table}"
         for each statement execute function ${FUNCTION}()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(await portable(db)).isPostgres) return;
  await sql.raw(`drop function ${FUNCTION}() cascade`).execute(db);
}
