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

/** Prepared statements kept per connection; past this the least recently used one is dropped. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares a statement for every query it runs. Each better-sqlite3 statement holds native
 * memory the JavaScript heap does not see, so under load thousands piled up between garbage
 * collections and the process grew past a gigabyte. Reusing one prepared statement per SQL text
 * (the same text always means the same statement) bounds that, and skips re-parsing the SQL.
 */
export function createStatementCache(sqlite: SqliteDatabase, capacity = STATEMENT_CACHE_SIZE) {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql: string): Statement {
      const cached = statements.get(sql);
      // A statement still being iterated cannot run again: such a caller gets a fresh one.
      if (cached && !cached.busy) {
        // Maps keep insertion order: moving the hit to the end keeps the oldest first.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
    get size() {
      return statements.size;
    },
  };
}

export function wrapSqliteForKysely(sqlite: SqliteDatabase): KyselySqliteDatabase {
  const cache = createStatementCache(sqlite);
  return {
    close: () => {
      sqlite.close();
    },
    prepare: (sql: string) => wrapStatement(cache.prepare(sql)),
  } as KyselySqliteDatabase;
}
