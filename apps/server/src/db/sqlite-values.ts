import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/**
 * better-sqlite3 refuses booleans as parameters; PostgreSQL wants real booleans. Converting at the
 * driver edge keeps repositories on one code path for both dialects.
 */
function toSqliteValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

function convert(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map(toSqliteValue);
}

function wrapStatement(statement: Statement) {
  return {
    get reader() {
      return statement.reader;
    },
    all: (parameters: ReadonlyArray<unknown>) => statement.all(...convert(parameters)),
    run: (parameters: ReadonlyArray<unknown>) => statement.run(...convert(parameters)),
    iterate: (parameters: ReadonlyArray<unknown>) => statement.iterate(...convert(parameters)),
  };
}

export function wrapSqliteForKysely(sqlite: SqliteDatabase): KyselySqliteDatabase {
  return {
    close: () => {
      sqlite.close();
    },
    prepare: (sql: string) => wrapStatement(sqlite.prepare(sql)),
  } as KyselySqliteDatabase;
}
