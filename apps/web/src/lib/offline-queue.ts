import { openDB, type IDBPDatabase } from 'idb';

/**
 * The offline queue (spec §9: database `{product}-requests`, store 'requests'): writes made
 * without a connection, each with the `Idempotency-Key` it was first sent with, so a replay the
 * server already applied is answered from its record instead of applied twice. Used by the page
 * (api-client, the 'online' fallback) and by the service worker (Background Sync).
 */
export const OFFLINE_DB = 'takt-requests';
export const OFFLINE_STORE = 'requests';
export const SYNC_TAG = 'sync-post-requests';

export interface QueuedRequest {
  id?: number;
  url: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers: Record<string, string>;
  body: string | null;
  queuedAt: string;
  /** Set when a replay was refused: the server's message, shown to the person. */
  failed?: { status: number; message: string };
}

export type ReplayResult = { sent: number; failed: QueuedRequest[]; pending: number };

let opened: Promise<IDBPDatabase> | null = null;
function db(): Promise<IDBPDatabase> {
  opened ??= openDB(OFFLINE_DB, 1, {
    upgrade(database) {
      database.createObjectStore(OFFLINE_STORE, { keyPath: 'id', autoIncrement: true });
    },
  });
  return opened;
}

export async function enqueueRequest(request: Omit<QueuedRequest, 'id'>): Promise<void> {
  await (await db()).add(OFFLINE_STORE, request);
}

export async function queuedRequests(): Promise<QueuedRequest[]> {
  return (await (await db()).getAll(OFFLINE_STORE)) as QueuedRequest[];
}

export async function removeRequest(id: number): Promise<void> {
  await (await db()).delete(OFFLINE_STORE, id);
}

/** Drops everything (logout: the queued writes were the signed-out person's). */
export async function clearQueue(): Promise<void> {
  await (await db()).clear(OFFLINE_STORE);
}

/** Failures worth trying again later rather than showing: no answer, a timeout, too many. */
const retryLater = (status: number) =>
  status === 0 || status === 408 || status === 429 || status >= 500;

let running: Promise<ReplayResult> | null = null;

/**
 * Sends the queued writes in order, each with its own key. Sent ones leave the queue; refused
 * ones stay, marked failed with the server's message, until the person dismisses them; those
 * that cannot reach the server wait for the next attempt. One replay at a time per context.
 */
export function replayQueue(send: typeof fetch = fetch): Promise<ReplayResult> {
  running ??= (async () => {
    const result: ReplayResult = { sent: 0, failed: [], pending: 0 };
    const store = await db();
    for (const request of await queuedRequests()) {
      if (request.failed) {
        result.failed.push(request);
        continue;
      }
      let status = 0;
      let text = '';
      try {
        const response = await send(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          credentials: 'include',
        });
        status = response.status;
        text = await response.text().catch(() => '');
      } catch {
        // Not reachable: status stays 0 and the request waits.
      }
      // The same write still running (sent by the worker and the page at once): wait for it.
      const inProgress = status === 409 && text.includes('"idempotency_in_progress"');
      if (status >= 200 && status < 300) {
        await store.delete(OFFLINE_STORE, request.id!);
        result.sent++;
      } else if (retryLater(status) || inProgress) {
        result.pending++;
      } else {
        let message = `Greška ${status}`;
        try {
          const parsed = JSON.parse(text) as { message?: unknown };
          if (typeof parsed.message === 'string') message = parsed.message;
        } catch {
          // Not the API's JSON: the status says enough.
        }
        const failed = { ...request, failed: { status, message } };
        await store.put(OFFLINE_STORE, failed);
        result.failed.push(failed);
      }
    }
    return result;
  })().finally(() => {
    running = null;
  });
  return running;
}
