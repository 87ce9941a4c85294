import type { DataAccess } from './unit-of-work.ts';

export interface StoredAnswer {
  method: string;
  path: string;
  status: number | null;
  body: string | null;
  createdAt: string;
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

/**
 * The first answers to writes that carried an `Idempotency-Key`, per user and key. A row with no
 * status is a request still running. Used by plugins/idempotency.ts.
 */
export function createIdempotencyStore(data: DataAccess) {
  return {
    /** True when this call took the key (no row existed). */
    async claim(
      userId: number,
      key: string,
      request: { method: string; path: string },
      at: string,
    ): Promise<boolean> {
      const result = await data.db
        .insertInto('idempotency_keys')
        .values({ userId, key, method: request.method, path: request.path, createdAt: at })
        .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async find(userId: number, key: string): Promise<StoredAnswer | undefined> {
      return data.db
        .selectFrom('idempotency_keys')
        .select(['method', 'path', 'status', 'body', 'createdAt'])
        .where('userId', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
    },

    /**
     * Takes over a row that expired or whose request never finished: only when it is still the
     * row that was read (`createdAt` unchanged), so two takers cannot both win.
     */
    async takeOver(
      userId: number,
      key: string,
      seenCreatedAt: string,
      request: { method: string; path: string },
      at: string,
    ): Promise<boolean> {
      const result = await data.db
        .updateTable('idempotency_keys')
        .set({
          method: request.method,
          path: request.path,
          status: null,
          body: null,
          createdAt: at,
        })
        .where('userId', '=', userId)
        .where('key', '=', key)
        .where('createdAt', '=', seenCreatedAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async complete(userId: number, key: string, status: number, body: string): Promise<void> {
      await data.db
        .updateTable('idempotency_keys')
        .set({ status, body })
        .where('userId', '=', userId)
        .where('key', '=', key)
        .execute();
    },

    async release(userId: number, key: string): Promise<void> {
      await data.db
        .deleteFrom('idempotency_keys')
        .where('userId', '=', userId)
        .where('key', '=', key)
        .execute();
    },

    async purge(before: string): Promise<void> {
      await data.db.deleteFrom('idempotency_keys').where('createdAt', '<', before).execute();
    },
  };
}
