import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/db/schema.ts';

/**
 * Every table of the test database, each as its row count and a digest of its rows: equal
 * snapshots before and after a refused request prove it wrote nothing, in tables added later
 * (jobs, files, …) too. Found by introspection, so no list goes stale.
 */
export async function snapshotTables(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables = (await tableNames(db)).filter((name) => !name.startsWith('kysely_')).sort();
  const out: Record<string, string> = {};
  for (const table of tables) {
    const rows = await db
      .selectFrom(table as keyof Database)
      .selectAll()
      .execute();
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    const digest = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
    out[table] = `${rows.length} rows, ${digest}`;
  }
  return out;
}

/**
 * The base tables of this file's database only. Kysely's introspection reads every schema of the
 * PostgreSQL database, columns included: with other test files' schemas beside this one that
 * made each snapshot cost seconds.
 */
export async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const adapter = db.getExecutor().adapter.constructor.name.toLowerCase();
  const query = adapter.includes('postgres')
    ? sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`
    : sql<{ name: string }>`select name from sqlite_master
        where type = 'table' and name not like 'sqlite_%'`;
  return (await query.execute(db)).rows.map((row) => row.name);
}
