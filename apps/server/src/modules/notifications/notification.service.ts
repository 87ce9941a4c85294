import type { NotificationKind } from '@takt/shared/notification-kinds';
import { notificationMessages as m } from '@takt/shared/notification-messages';
import type {
  NotificationList,
  NotificationPreferencesInput,
} from '@takt/shared/schemas/notifications';
import type { Transactor } from '../../db/unit-of-work.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { JobScheduler } from '../../jobs/job-scheduler.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationRepository } from './notification.repository.ts';
import type { PreferenceRepository } from './notification-preference.repository.ts';
import { notificationMail } from './notification-mail.ts';
import { mergedChoices, preferenceList, recipientsByChannel } from './preferences.ts';
import type { PushMessage } from './push-sender.ts';
import './notification.events.ts';

export type NotificationService = ReturnType<typeof createNotificationService>;

/** What a feature says when it notifies people. */
export interface NotificationInput {
  type: NotificationKind;
  title: string;
  body: string;
  /** App path the notice is about ('/raspored?date=2026-12-01', '/chat/12', '/racuni/5'). */
  link?: string;
}

export interface Reader {
  id: number;
  schoolId: number;
}

/** The job that sends one notice's pushes (see push.service.ts). */
export const PUSH_FANOUT_JOB = 'notifications.push';
export interface PushFanout {
  userIds: number[];
  message: PushMessage;
}

const PAGE_DEFAULT = 30;

function parseCursor(cursor: string | undefined): { read: boolean; id: number } | undefined {
  if (cursor === undefined) return undefined;
  const match = /^([01])-([1-9]\d{0,14})$/.exec(cursor);
  if (!match) throw badRequest(m.cursorInvalid, 'validation_error', { cursor: m.cursorInvalid });
  return { read: match[1] === '1', id: Number(match[2]) };
}

/**
 * Notifications per person: `notify` fans a notice out to each recipient's own row (their own
 * read state), their push devices (a queued job) and, when they chose it, an e-mail; all inside
 * the caller's transaction, so a cause and its notices commit together.
 */
export function createNotificationService(deps: {
  notifications: NotificationRepository;
  preferences: PreferenceRepository;
  transactor: Transactor;
  events: EventBus;
  jobs: JobScheduler;
  mail?: MailService;
  appName: string;
  publicUrl?: string | undefined;
  now: () => Date;
}) {
  const { notifications, preferences, transactor, events, jobs, now } = deps;

  return {
    async notify(userIds: number[], input: NotificationInput): Promise<void> {
      const unique = [...new Set(userIds)];
      if (unique.length === 0) return;
      const at = now().toISOString();
      await transactor.run(async () => {
        const choices = await preferences.forUsers(unique);
        const to = recipientsByChannel(choices, unique, input.type);
        const link = input.link ?? null;
        await notifications.insertMany(
          to.inApp.map((userId) => ({
            userId,
            schoolId: null,
            type: input.type,
            title: input.title,
            body: input.body,
            link,
          })),
          at,
        );
        if (to.inApp.length > 0) events.publish('notification.created', { userIds: to.inApp });
        if (to.push.length > 0) {
          const message: PushMessage = {
            title: input.title,
            body: input.body,
            type: input.type,
            link,
          };
          await jobs.enqueue<PushFanout>(PUSH_FANOUT_JOB, { userIds: to.push, message });
        }
        if (to.email.length > 0 && deps.mail) {
          const addresses = await preferences.emails(to.email);
          for (const [, address] of addresses) {
            await deps.mail.enqueue({
              schoolId: null,
              kind: `notification-${input.type}`,
              to: address,
              content: notificationMail(deps.appName, input, deps.publicUrl),
            });
          }
        }
      });
    },

    async list(
      reader: Reader,
      query: { cursor?: string; limit?: number },
    ): Promise<NotificationList> {
      const after = parseCursor(query.cursor);
      const limit = query.limit ?? PAGE_DEFAULT;
      const rows = await notifications.page(reader.id, limit + 1, after);
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        notifications: items,
        unreadCount: await notifications.unreadCount(reader.id),
        nextCursor: rows.length > limit && last ? `${last.read ? 1 : 0}-${last.id}` : null,
      };
    },

    async markRead(reader: Reader, id: number) {
      return transactor.run(async () => {
        const found = await notifications.markRead(reader.id, id, now().toISOString());
        if (!found) throw notFound(m.notFound);
        events.publish('notification.read', { userId: reader.id });
        return {
          success: true as const,
          message: m.markedRead,
          unreadCount: await notifications.unreadCount(reader.id),
        };
      });
    },

    async markAllRead(reader: Reader) {
      return transactor.run(async () => {
        await notifications.markAllRead(reader.id, now().toISOString());
        events.publish('notification.read', { userId: reader.id });
        return { success: true as const, message: m.allRead, unreadCount: 0 };
      });
    },

    async preferences(reader: Reader) {
      return { preferences: preferenceList(await preferences.forUsers([reader.id]), reader.id) };
    },

    async setPreferences(reader: Reader, input: NotificationPreferencesInput) {
      return transactor.run(async () => {
        const current = preferenceList(await preferences.forUsers([reader.id]), reader.id);
        await preferences.replace(reader.id, mergedChoices(current, input.preferences));
        const saved = preferenceList(await preferences.forUsers([reader.id]), reader.id);
        return { preferences: saved, message: m.preferencesSaved };
      });
    },
  };
}
