import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { ChangeStamp } from './unchanged-reads.ts';

/** The channel the change trigger notifies (migration 2026-11-29T0600), with its schema. */
export const CHANGE_CHANNEL = 'takt_data_changed';
const RECONNECT_MS = [500, 1000, 2000, 5000, 10_000];

/**
 * A change stamp for PostgreSQL, where several instances and the CLI write to one database:
 * - every row written anywhere makes a trigger NOTIFY the schema's name on commit, which a
 *   dedicated LISTEN connection turns into a new generation;
 * - this process's own writes move the generation as soon as they return (and again when their
 *   transaction commits), so a client that wrote and reads next sees its write even before the
 *   notification comes round.
 * While the listening connection is down (at start, after a network error) the stamp is null
 * and nothing is kept; once it is back, the generation moves, since notices may have been missed.
 */
export function postgresChanges(connectionString: string, options: { pgSchema?: string }) {
  let generation = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  const moved = () => {
    generation++;
  };

  async function listen() {
    const next = new pg.Client({
      connectionString,
      // Names the connection in pg_stat_activity (with the schema when tests keep several apart).
      application_name: options.pgSchema ? `takt-changes:${options.pgSchema}` : 'takt-changes',
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const lost = () => {
      if (client !== next) return;
      listening = false;
      client = null;
      void next.end().catch(() => {});
      retry();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      client = next;
      await next.connect();
      const { rows } = await next.query<{ schema: string }>('select current_schema() as schema');
      const schema = rows[0]?.schema;
      next.on('notification', (notice) => {
        if (notice.channel === CHANGE_CHANNEL && notice.payload === schema) moved();
      });
      await next.query(`listen ${CHANGE_CHANNEL}`);
      if (closed) return void (await next.end());
      attempt = 0;
      moved();
      listening = true;
    } catch {
      lost();
    }
  }

  function retry() {
    if (closed) return;
    const wait = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
    setTimeout(() => void listen(), wait).unref();
  }

  void listen();

  return {
    stamp: (() => (listening ? String(generation) : null)) satisfies ChangeStamp,
    moved,
    /** The pool Kysely uses, seeing this process's writes as they happen. */
    trackWrites: (pool: pg.Pool): PostgresPool => ({
      connect: async () => trackedClient(await pool.connect(), moved),
      end: () => pool.end(),
    }),
    async close() {
      closed = true;
      listening = false;
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);
const LEAVES_DATA = new Set(['SELECT', 'BEGIN', 'ROLLBACK', 'SAVEPOINT', 'RELEASE', 'SET', 'SHOW']);

/**
 * Moves the stamp after each statement that changed rows, or whose effect is not known (DDL), and
 * again after the commit of a transaction that wrote. Reads, transaction control and writes that
 * touched no row (a job poll finding nothing due) leave it alone.
 */
function trackedClient(client: pg.PoolClient, moved: () => void): PostgresPoolClient {
  let inTransaction = false;
  let wrote = false;
  async function tracked(sqlText: string, parameters: readonly unknown[]) {
    const result = await client.query(sqlText, parameters as unknown[]);
    const command = Array.isArray(result) ? undefined : result.command;
    if (command === 'BEGIN') {
      inTransaction = true;
      wrote = false;
    } else if (command === 'COMMIT' || command === 'ROLLBACK') {
      if (command === 'COMMIT' && wrote) moved();
      inTransaction = false;
      wrote = false;
    } else if (WRITES.has(command!) ? result.rowCount !== 0 : !LEAVES_DATA.has(command!)) {
      wrote = inTransaction;
      moved();
    }
    return result;
  }
  return {
    // A cursor (Kysely's stream(), which the app does not use) only reads.
    query: (query: unknown, parameters?: readonly unknown[]) =>
      typeof query === 'string' ? tracked(query, parameters ?? []) : client.query(query as never),
    release: () => client.release(),
  } as unknown as PostgresPoolClient;
}
