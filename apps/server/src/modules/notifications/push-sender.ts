import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

/** What a push carries: the service worker shows title and body and opens `link` on a click. */
export interface PushMessage {
  title: string;
  body: string;
  type: string;
  link: string | null;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'sent', 'gone' (404/410: the browser dropped the subscription) or 'failed' (try again). */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type PushSender = (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;

/** Push services keep an undelivered message this long (the phone may be off). */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends one Web Push message: `web-push` encrypts the payload (aes128gcm, RFC 8291) and signs the
 * VAPID JWT; the request itself goes through fetch, so it honours http:// endpoints on loopback in
 * tests and never follows a redirect.
 */
export function createPushSender(keys: () => VapidKeys): PushSender {
  return async (target, message) => {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: keys(),
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = Object.fromEntries(
      Object.entries(details.headers).map(([k, v]) => [k, String(v)]),
    );
    try {
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}
