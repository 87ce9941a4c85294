import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/db/schema.ts';

/**
 * Every table of the test database, each as its row count and a digest of its rows: equal
 * snapshots before and after a refused request prove it wrote nothing, in tables added later
 * (jobs, files, …) too. Found by introspection, so no list goes stale.
 */
export async function snapshotTables(db: Kysely<Database>): Promise<Record<string, string>> {
  const schema = await currentPostgresSchema(db);
  const tables = (await db.introspection.getTables())
    .filter((t) => !t.isView && !t.name.startsWith('kysely_'))
    // On PostgreSQL other test files' schemas hold the same tables: only this file's count.
    .filter((t) => schema === null || t.schema === schema)
    .map((t) => t.name)
    .sort();
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

async function currentPostgresSchema(db: Kysely<Database>): Promise<string | null> {
  const adapter = db.getExecutor().adapter.constructor.name.toLowerCase();
  if (!adapter.includes('postgres')) return null;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? null;
}
