import { openDB } from 'idb';

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

/** The server's answer to one replayed write, by its key (the page that wrote it settles). */
export interface ReplayOutcome {
  key: string;
  status: number;
  body: string;
}

export interface ReplayResult {
  sent: number;
  failed: QueuedRequest[];
  pending: number;
  /** Answers of the writes that left the queue or were refused in this replay. */
  outcomes: ReplayOutcome[];
}

/** Where the queue lives: IndexedDB in the browser; tests hand in one of their own. */
export interface QueueStore {
  all(): Promise<QueuedRequest[]>;
  add(request: Omit<QueuedRequest, 'id'>): Promise<void>;
  put(request: QueuedRequest): Promise<void>;
  delete(id: number): Promise<void>;
  clear(): Promise<void>;
}

function indexedDbStore(): QueueStore {
  const db = openDB(OFFLINE_DB, 1, {
    upgrade(database) {
      database.createObjectStore(OFFLINE_STORE, { keyPath: 'id', autoIncrement: true });
    },
  });
  return {
    all: async () => (await (await db).getAll(OFFLINE_STORE)) as QueuedRequest[],
    add: async (request) => void (await (await db).add(OFFLINE_STORE, request)),
    put: async (request) => void (await (await db).put(OFFLINE_STORE, request)),
    delete: async (id) => (await db).delete(OFFLINE_STORE, id),
    clear: async () => (await db).clear(OFFLINE_STORE),
  };
}

let opened: QueueStore | null = null;
const defaultStore = () => (opened ??= indexedDbStore());

/** Puts another store in place of IndexedDB (tests, where there is none); null restores it. */
export function setQueueStore(store: QueueStore | null): void {
  opened = store;
}

export async function enqueueRequest(
  request: Omit<QueuedRequest, 'id'>,
  store: QueueStore = defaultStore(),
): Promise<void> {
  await store.add(request);
}

export async function queuedRequests(store: QueueStore = defaultStore()): Promise<QueuedRequest[]> {
  return store.all();
}

export async function removeRequest(id: number, store: QueueStore = defaultStore()): Promise<void> {
  await store.delete(id);
}

/** Drops everything (logout: the queued writes were the signed-out person's). */
export async function clearQueue(store: QueueStore = defaultStore()): Promise<void> {
  await store.clear();
}

/** Failures worth trying again later rather than showing: no answer, a timeout, too many. */
const retryLater = (status: number) =>
  status === 0 || status === 408 || status === 429 || status >= 500;

/** The server's Croatian message of a refusal, else the status. */
function refusalMessage(status: number, text: string): string {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // Not the API's JSON: the status says enough.
  }
  return `Greška ${status}`;
}

const keyOf = (request: QueuedRequest) =>
  request.headers['Idempotency-Key'] ?? request.headers['idempotency-key'] ?? '';

let running: Promise<ReplayResult> | null = null;

/**
 * Sends the queued writes in order, each with its own key. Sent ones leave the queue; refused
 * ones stay, marked failed with the server's message, until the person dismisses them; those
 * that cannot reach the server wait for the next attempt. One replay at a time per context.
 */
export function replayQueue(
  send: typeof fetch = fetch,
  store: QueueStore = defaultStore(),
): Promise<ReplayResult> {
  running ??= (async () => {
    const result: ReplayResult = { sent: 0, failed: [], pending: 0, outcomes: [] };
    for (const request of await store.all()) {
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
        await store.delete(request.id!);
        result.sent++;
        result.outcomes.push({ key: keyOf(request), status, body: text });
      } else if (retryLater(status) || inProgress) {
        result.pending++;
      } else {
        const failed = { ...request, failed: { status, message: refusalMessage(status, text) } };
        await store.put(failed);
        result.failed.push(failed);
        result.outcomes.push({ key: keyOf(request), status, body: text });
      }
    }
    return result;
  })().finally(() => {
    running = null;
  });
  return running;
}
