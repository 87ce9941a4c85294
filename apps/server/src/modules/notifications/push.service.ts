import { notificationMessages as m } from '@takt/shared/notification-messages';
import type { PushSubscriptionJson } from '@takt/shared/schemas/notifications';
import { badRequest } from '../../lib/app-error.ts';
import type { JobScheduler } from '../../jobs/job-scheduler.ts';
import type { Log } from '../../platform.ts';
import type { PushSubscriptionRepository } from './push-subscription.repository.ts';
import type { PushMessage, PushSender } from './push-sender.ts';
import { PUSH_FANOUT_JOB, type PushFanout, type Reader } from './notification.service.ts';

/** A failed delivery to one device is retried by this job (with the scheduler's back-off). */
export const PUSH_RETRY_JOB = 'notifications.push-retry';
interface PushRetry {
  subscriptionId: number;
  message: PushMessage;
}
/** Tries of one device's delivery before it is given up. */
export const PUSH_MAX_ATTEMPTS = 5;
/** Devices sent to at once by one fan-out. */
const PARALLEL = 8;

/**
 * A device's push service refused or did not answer: the retry job fails with this, and the
 * admins' job list shows it as `Greška: …` (their screens are Croatian).
 */
export class PushNotAccepted extends Error {
  override name = 'Greška';
  constructor() {
    super('Push servis uređaja nije prihvatio obavijest.');
  }
}

/**
 * Push endpoints are https addresses of a browser's push service; outside production plain http
 * on this machine is allowed too (tests run a push service of their own there).
 */
export function endpointAllowed(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return (
    !production &&
    url.protocol === 'http:' &&
    ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  );
}

export type PushService = ReturnType<typeof createPushService>;

/** Web Push devices per person and delivery of notices to them through the job scheduler. */
export function createPushService(deps: {
  subscriptions: PushSubscriptionRepository;
  jobs: JobScheduler;
  send: PushSender;
  /** The VAPID public key (read when first asked: the key pair may be generated then). */
  publicKey: () => string;
  production: boolean;
  log: Log;
  now: () => Date;
}) {
  const { subscriptions, jobs, send, log, now } = deps;

  /** 'retry' when the device should be tried again later. */
  async function deliver(
    sub: { id: number; endpoint: string; p256dh: string; auth: string },
    message: PushMessage,
  ) {
    const outcome = await send(sub, message);
    if (outcome === 'sent') {
      await subscriptions.touch(sub.id, now().toISOString());
      return 'done';
    }
    if (outcome === 'gone') {
      await subscriptions.remove(sub.id);
      log.info({ subscriptionId: sub.id }, 'push subscription expired: removed');
      return 'done';
    }
    return 'retry';
  }

  jobs.define<PushFanout>(PUSH_FANOUT_JOB, async ({ userIds, message }) => {
    const targets = await subscriptions.forUsers(userIds);
    for (let i = 0; i < targets.length; i += PARALLEL) {
      await Promise.all(
        targets.slice(i, i + PARALLEL).map(async (sub) => {
          if ((await deliver(sub, message)) === 'retry') {
            await jobs.enqueue<PushRetry>(PUSH_RETRY_JOB, { subscriptionId: sub.id, message });
          }
        }),
      );
    }
  });

  jobs.define<PushRetry>(
    PUSH_RETRY_JOB,
    async ({ subscriptionId, message }) => {
      const sub = await subscriptions.find(subscriptionId);
      if (!sub) return;
      if ((await deliver(sub, message)) === 'retry') {
        throw new PushNotAccepted();
      }
    },
    { maxAttempts: PUSH_MAX_ATTEMPTS },
  );

  return {
    config: async (reader: Reader) => ({
      publicKey: deps.publicKey(),
      subscriptions: await subscriptions.countForUser(reader.id),
    }),

    async subscribe(reader: Reader, sub: PushSubscriptionJson, userAgent: string | undefined) {
      if (!endpointAllowed(sub.endpoint, deps.production)) {
        throw badRequest(m.endpointInvalid, 'validation_error', { endpoint: m.endpointInvalid });
      }
      await subscriptions.upsert(
        {
          userId: reader.id,
          schoolId: reader.schoolId,
          endpoint: sub.endpoint,
          p256dh: sub.keys.p256dh,
          auth: sub.keys.auth,
          userAgent: userAgent?.slice(0, 300) ?? null,
        },
        now().toISOString(),
      );
      return { success: true as const, message: m.subscribed };
    },

    /** Idempotent: an endpoint already gone (or another person's) answers the same. */
    async unsubscribe(reader: Reader, endpoint: string) {
      await subscriptions.removeForUser(reader.id, endpoint);
      return { success: true as const, message: m.unsubscribed };
    },
  };
}
