/**
 * Answers a read from memory while the database has not changed since it was computed. The stamp
 * moves with every change: on SQLite served by this one connection, `total_changes()` counts every
 * row this process wrote and `PRAGMA data_version` moves when another process commits; on
 * PostgreSQL, this process's writes and every other writer's commits, told by a trigger's
 * notification (postgres-changes.ts). Where a change cannot be seen for certain the stamp answers
 * null and every read runs. Any write anywhere clears every entry in effect: this suits reads that
 * are costly and asked far more often than the school changes (a dashboard's counts).
 */
export type ChangeStamp = () => string | null;

const DEFAULT_CAPACITY = 200;

export function createUnchangedReads(stamp: ChangeStamp, capacity = DEFAULT_CAPACITY) {
  const entries = new Map<string, { stamp: string; value: unknown }>();

  return async function readUnchanged<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const before = stamp();
    if (before === null) return compute();
    const hit = entries.get(key);
    if (hit && hit.stamp === before) return hit.value as T;
    const value = await compute();
    // A write that landed between the queries of `compute` leaves an answer of no one moment.
    if (stamp() === before) {
      entries.delete(key);
      entries.set(key, { stamp: before, value });
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    }
    return value;
  };
}

/** SQLite's stamp: rows written by this connection, and commits of other connections. */
export function sqliteChangeStamp(sqlite: {
  prepare(sql: string): { pluck(): { get(): unknown } };
}): ChangeStamp {
  const written = sqlite.prepare('select total_changes()').pluck();
  const committed = sqlite.prepare('pragma data_version').pluck();
  return () => `${String(written.get())}.${String(committed.get())}`;
}
