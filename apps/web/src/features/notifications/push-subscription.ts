import type { pushConfigSchema } from '@takt/shared/schemas/notifications';
import { apiRequest, type ApiAnswer } from '../../lib/api-client.ts';
import { isIos, isStandalone } from './install-prompt.ts';

/** What this browser can do about push. */
export type PushSupport = 'supported' | 'unsupported' | 'ios-needs-home-screen' | 'denied';

export function pushSupport(): PushSupport {
  const capable =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  // iOS and iPadOS deliver Web Push only to an app added to the home screen.
  if (isIos() && !isStandalone()) return 'ios-needs-home-screen';
  if (!capable) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return 'supported';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission, subscribes this browser and gives the server its subscription. */
export async function subscribePush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Dopuštenje za obavijesti nije dano.');
  const config = await apiRequest<ApiAnswer<typeof pushConfigSchema>>(
    '/api/notifications/push-config',
  );
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(config.publicKey),
    }));
  // Never queued: a subscription given to the server later could be stale by then.
  await apiRequest('/api/users/fcm-token', {
    method: 'POST',
    body: { fcmToken: subscription.toJSON() },
    offline: 'fail',
  });
}

/** Unsubscribes this browser and tells the server (logout does this too). */
export async function unsubscribePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe().catch(() => false);
  // Not queued (logout empties the queue): a device that is gone answers 410 to the next push,
  // which removes it on the server.
  await apiRequest('/api/users/fcm-token', {
    method: 'DELETE',
    body: { endpoint },
    offline: 'fail',
  }).catch(() => null);
}
