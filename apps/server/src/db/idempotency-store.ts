import type { DataAccess } from './unit-of-work.ts';

export interface StoredAnswer {
  method: string;
  path: string;
  status: number | null;
  body: string | null;
  createdAt: string;
  /** While the first request runs: until when it holds the key (null on rows of old). */
  heldUntil: string | null;
  /** Its write committed (set in the same transaction). */
  appliedAt: string | null;
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

/** A key as the request holding it knows it: `token` is its claim's `createdAt`. */
export interface HeldKey {
  userId: number;
  key: string;
  token: string;
}

/**
 * The first answers to writes that carried an `Idempotency-Key`, per user and key. A row with no
 * status is a request still running (or one that died: see `heldUntil`, `appliedAt`). Used by
 * plugins/idempotency.ts.
 */
export function createIdempotencyStore(data: DataAccess) {
  return {
    /** True when this call took the key (no row existed). */
    async claim(
      userId: number,
      key: string,
      request: { method: string; path: string },
      at: string,
      heldUntil: string,
    ): Promise<boolean> {
      const result = await data.db
        .insertInto('idempotency_keys')
        .values({
          userId,
          key,
          method: request.method,
          path: request.path,
          createdAt: at,
          heldUntil,
        })
        .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async find(userId: number, key: string): Promise<StoredAnswer | undefined> {
      return data.db
        .selectFrom('idempotency_keys')
        .select(['method', 'path', 'status', 'body', 'createdAt', 'heldUntil', 'appliedAt'])
        .where('userId', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
    },

    /**
     * Takes over a row whose request died before its write committed (`unapplied`), or one past
     * its 24 h: only when it is still the row that was read (`createdAt`, the holder's token,
     * unchanged), so two takers cannot both win; and, for a dead request, only while its write
     * has not committed (checked again under the row's lock).
     */
    async takeOver(
      userId: number,
      key: string,
      seenCreatedAt: string,
      request: { method: string; path: string },
      at: string,
      heldUntil: string,
      unapplied: boolean,
    ): Promise<boolean> {
      let query = data.db
        .updateTable('idempotency_keys')
        .set({
          method: request.method,
          path: request.path,
          status: null,
          body: null,
          createdAt: at,
          heldUntil,
          appliedAt: null,
        })
        .where('userId', '=', userId)
        .where('key', '=', key)
        .where('createdAt', '=', seenCreatedAt);
      if (unapplied) query = query.where('appliedAt', 'is', null);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The running request still holds its key (renewed while it runs). */
    async extend(held: HeldKey, heldUntil: string): Promise<void> {
      await data.db
        .updateTable('idempotency_keys')
        .set({ heldUntil })
        .where('userId', '=', held.userId)
        .where('key', '=', held.key)
        .where('createdAt', '=', held.token)
        .where('status', 'is', null)
        .execute();
    },

    /**
     * Inside the request's transaction: its write and this mark commit together. False when the
     * key is no longer this request's (a retry took it over): then the write must not commit.
     */
    async markApplied(held: HeldKey, at: string): Promise<boolean> {
      const result = await data.db
        .updateTable('idempotency_keys')
        .set({ appliedAt: at })
        .where('userId', '=', held.userId)
        .where('key', '=', held.key)
        .where('createdAt', '=', held.token)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async complete(held: HeldKey, status: number, body: string): Promise<void> {
      await data.db
        .updateTable('idempotency_keys')
        .set({ status, body, heldUntil: null })
        .where('userId', '=', held.userId)
        .where('key', '=', held.key)
        .where('createdAt', '=', held.token)
        .execute();
    },

    /** Frees the key of a request whose write did not commit (it may be sent again). */
    async release(held: HeldKey): Promise<void> {
      await data.db
        .deleteFrom('idempotency_keys')
        .where('userId', '=', held.userId)
        .where('key', '=', held.key)
        .where('createdAt', '=', held.token)
        .where('appliedAt', 'is', null)
        .execute();
    },

    async purge(before: string): Promise<void> {
      await data.db.deleteFrom('idempotency_keys').where('createdAt', '<', before).execute();
    },
  };
}
