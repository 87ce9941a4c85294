import type { ColumnType } from 'kysely';

/**
 * Column types as Kysely sees them. Booleans arrive as 0/1 from SQLite and as booleans from
 * PostgreSQL, JSON columns as text in both; repositories turn rows into domain objects.
 */
export type Bool = ColumnType<boolean | number, boolean, boolean>;
export type Timestamp = ColumnType<string, string, string>;
export type Json = ColumnType<string, string, string>;
