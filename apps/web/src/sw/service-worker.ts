/// <reference lib="webworker" />
import { replayQueue, SYNC_TAG } from '../lib/offline-queue.ts';
import { displayOf, inAppLink, type PushData } from './push-display.ts';

/**
 * The app's service worker (built by vite-plugin-pwa, injectManifest): precaches the shell so the
 * app opens offline, keeps each person's API answers for offline reading (wiped on logout),
 * shows Web Push notifications and opens their link, and replays the offline queue on
 * Background Sync 'sync-post-requests'. A new version waits until the page says SKIP_WAITING.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const manifest = self.__WB_MANIFEST;
const PRECACHE = `takt-precache-${hashOf(manifest.map((e) => `${e.url}@${e.revision ?? ''}`).join('|'))}`;
const API_CACHE_PREFIX = 'takt-api-';
const SHELL = '/index.html';

function hashOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

const toUrl = (entry: { url: string }) => new URL(entry.url, self.location.origin).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PRECACHE);
      // The shell is the server's rendered index.html (with the installation's settings).
      await cache.addAll([
        ...new Set([...manifest.map(toUrl), new URL(SHELL, self.location.origin).href]),
      ]);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('takt-precache-') && name !== PRECACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** The signed-in person's id from the bearer token (the API cache is theirs alone). */
function userOf(request: Request): string | null {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
    };
    return claims.sub === undefined ? null : String(claims.sub);
  } catch {
    return null;
  }
}

async function apiGet(request: Request): Promise<Response> {
  const user = userOf(request);
  try {
    const response = await fetch(request);
    if (user && response.status === 200) {
      const cache = await caches.open(`${API_CACHE_PREFIX}${user}`);
      await cache.put(request.url, response.clone());
    }
    return response;
  } catch (error) {
    const cached = user
      ? await (await caches.open(`${API_CACHE_PREFIX}${user}`)).match(request.url)
      : undefined;
    if (cached) return cached;
    throw error;
  }
}

async function navigation(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(new URL(SHELL, self.location.origin).href);
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || request.method !== 'GET') return;
  if (url.pathname.startsWith('/socket.io')) return;
  if (url.pathname.startsWith('/api/')) {
    event.respondWith(apiGet(request));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
    return;
  }
  event.respondWith(
    (async () => (await caches.match(request, { cacheName: PRECACHE })) ?? fetch(request))(),
  );
});

async function tellClients(message: object) {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'CLEAR_API_CACHE') {
    event.waitUntil(
      (async () => {
        for (const name of await caches.keys()) {
          if (name.startsWith(API_CACHE_PREFIX)) await caches.delete(name);
        }
      })(),
    );
  }
});

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    (async () => {
      const result = await replayQueue();
      await tellClients({ type: 'QUEUE_REPLAYED', ...result });
      // Still unreachable: let the browser try the sync again later.
      if (result.pending > 0) throw new Error('offline queue not fully sent');
    })(),
  );
}) as EventListener);

self.addEventListener('push', (event) => {
  let data: PushData;
  try {
    data = (event.data?.json() ?? {}) as PushData;
  } catch {
    data = { body: event.data?.text() ?? '' };
  }
  const { title, options } = displayOf(data);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = inAppLink((event.notification.data as { link?: string } | null)?.link);
  event.waitUntil(
    (async () => {
      const target = new URL(link, self.location.origin).href;
      for (const client of await self.clients.matchAll({
        type: 'window',
        includeUncontrolled: true,
      })) {
        if ('focus' in client) {
          await client.focus();
          await (client as WindowClient).navigate(target).catch(() => null);
          return;
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
