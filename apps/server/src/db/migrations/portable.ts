import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Column helpers shared by migrations. Part of the frozen migration set: never import app code,
 * and change a helper only in a way that leaves every past migration's result unchanged.
 */
export interface Portable {
  isPostgres: boolean;
  /** Auto-incrementing integer primary key. */
  id: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  bool: 'boolean' | 'integer';
  timestamp: 'timestamptz' | 'text';
  json: 'text';
}

export async function portable(db: Kysely<unknown>): Promise<Portable> {
  const { rows } = await sql<{ v: string }>`select 1 as v`.execute(db);
  void rows;
  const adapterName = db.getExecutor().adapter.constructor.name;
  const isPostgres = adapterName.toLowerCase().includes('postgres');
  return {
    isPostgres,
    id: (col) =>
      isPostgres
        ? col.primaryKey().generatedByDefaultAsIdentity()
        : col.primaryKey().autoIncrement(),
    bool: isPostgres ? 'boolean' : 'integer',
    timestamp: isPostgres ? 'timestamptz' : 'text',
    json: 'text',
  };
}

export function falseDefault(p: Portable) {
  return p.isPostgres ? sql`false` : sql`0`;
}

export function trueDefault(p: Portable) {
  return p.isPostgres ? sql`true` : sql`1`;
}
