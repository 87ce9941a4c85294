import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { ChangeStamp } from './unchanged-reads.ts';

/** The channel the change trigger notifies (migration 2026-11-29T0600), with its schema. */
export const CHANGE_CHANNEL = 'takt_data_changed';
const RECONNECT_MS = [500, 1000, 2000, 5000, 10_000];
const HEARTBEAT_MS = 10_000;

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
export function postgresChanges(
  connectionString: string,
  options: { pgSchema?: string; heartbeatMs?: number },
) {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  let generation = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  const moved = () => {
    generation++;
  };

  async function listen() {
    retryTimer = null;
    if (closed) return;
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      // A connect that hangs would otherwise hold off every later attempt.
      connectionTimeoutMillis: heartbeatMs,
      // Names the connection in pg_stat_activity (with the schema when tests keep several apart).
      application_name: options.pgSchema ? `takt-changes:${options.pgSchema}` : 'takt-changes',
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const lost = () => {
      if (client !== next) return;
      listening = false;
      client = null;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
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
      // A connection that died without a reset (a NAT timeout, a failover) raises no event, and
      // a listening one never sends: it is asked something now and then.
      heartbeat = setInterval(
        () => void answersWithin(next, heartbeatMs / 2).catch(lost),
        heartbeatMs,
      );
      heartbeat.unref();
    } catch {
      lost();
    }
  }

  function retry() {
    if (closed) return;
    const wait = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
    retryTimer = setTimeout(() => void listen(), wait);
    retryTimer.unref();
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
      if (retryTimer) clearTimeout(retryTimer);
      if (heartbeat) clearInterval(heartbeat);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

async function answersWithin(client: pg.Client, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer from the listening connection')), ms);
  });
  try {
    await Promise.race([client.query('select 1'), silent]);
  } finally {
    clearTimeout(timer);
  }
}

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);
const LEAVES_DATA = new Set(['SELECT', 'ROLLBACK', 'SAVEPOINT', 'RELEASE', 'SET', 'SHOW']);

/**
 * Moves the stamp after each statement that changed rows, or whose effect is not known (DDL), and
 * again after the commit of a transaction that wrote. Reads, transaction control and writes that
 * touched no row (a job poll finding nothing due) leave it alone.
 */
function trackedClient(client: pg.PoolClient, moved: () => void): PostgresPoolClient {
  let wrote = false;
  async function tracked(sqlText: string, parameters: readonly unknown[]) {
    const result = await client.query(sqlText, parameters as unknown[]);
    const command = Array.isArray(result) ? undefined : result.command;
    if (command === 'BEGIN' || command === 'START') {
      wrote = false;
    } else if (command === 'COMMIT') {
      if (wrote) moved();
      wrote = false;
    } else if (WRITES.has(command!) ? result.rowCount !== 0 : !LEAVES_DATA.has(command!)) {
      // Kept until the next commit, whatever rolls back to a savepoint in between.
      wrote = true;
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
