import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { postgresChanges } from './postgres-changes.ts';
import { ImmediateTransactionSqliteDialect } from './sqlite-dialect.ts';
import { wrapSqliteForKysely } from './sqlite-values.ts';
import { sqliteChangeStamp, type ChangeStamp } from './unchanged-reads.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Moves whenever the database may have changed; null where that cannot be seen. */
  changeStamp: ChangeStamp;
  /** Tells the stamp of a change learnt elsewhere (another instance's domain event). */
  noteChange(): void;
  close(): Promise<void>;
}

// Timestamps come back from PostgreSQL as the same ISO strings SQLite stores.
const TIMESTAMPTZ_OID = 1184;
pg.types.setTypeParser(TIMESTAMPTZ_OID, (value) => new Date(value).toISOString());
const INT8_OID = 20;
pg.types.setTypeParser(INT8_OID, (value) => Number(value));

export interface DatabaseOptions {
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  pgSchema?: string;
}

export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const changes = postgresChanges(url, options);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: changes.trackWrites(pool) }),
    });
    return {
      db,
      dialect: 'postgres',
      changeStamp: changes.stamp,
      noteChange: changes.moved,
      close: async () => {
        await changes.close();
        await db.destroy();
      },
    };
  }

  const file = url === ':memory:' ? ':memory:' : url.replace(/^file:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // SQLite's built-in lower() folds ASCII only; searches for "čelo" must find "Čelo" as on PostgreSQL.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  const db = new Kysely<Database>({
    dialect: new ImmediateTransactionSqliteDialect({ database: wrapSqliteForKysely(sqlite) }),
  });
  const stopOptimizing = keepPlannerStatistics(sqlite);
  return {
    db,
    dialect: 'sqlite',
    changeStamp: sqliteChangeStamp(sqlite),
    // The one connection sees every change itself (sqliteChangeStamp).
    noteChange: () => {},
    close: async () => {
      stopOptimizing();
      await db.destroy();
    },
  };
}

/** How often a long-running SQLite connection refreshes the query planner's statistics. */
const OPTIMIZE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Without statistics (sqlite_stat1) SQLite's planner guesses, and guessed wrong at scale: a
 * student's mentors were found by scanning the whole school's users instead of through the
 * student's own links. `PRAGMA optimize` analyzes the tables that need it (never analyzed, or
 * grown a lot since) and is cheap otherwise; SQLite recommends it at open, then periodically.
 * PostgreSQL's autovacuum keeps its statistics by itself.
 */
function keepPlannerStatistics(sqlite: SQLite.Database): () => void {
  const optimize = (mask: string) => {
    try {
      sqlite.pragma('analysis_limit = 1000');
      sqlite.pragma(`optimize = ${mask}`);
    } catch {
      // Statistics are an optimisation: a busy or closing database just skips this round.
    }
  };
  optimize('0x10002');
  const timer = setInterval(() => optimize('0xfffe'), OPTIMIZE_INTERVAL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (sqlite.open) optimize('0xfffe');
  };
}
