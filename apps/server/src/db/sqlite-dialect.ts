import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * SQLite transactions that take the write lock when they begin (BEGIN IMMEDIATE). A deferred
 * transaction that read first and then writes fails at once with SQLITE_BUSY, without waiting,
 * when another process (a CLI command next to the server, a second instance on the same file)
 * committed in between; an immediate one waits its turn under busy_timeout instead. Within one
 * process nothing changes: its single connection runs one transaction at a time anyway.
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateTransactionSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionDriver(this.#config);
  }
}
