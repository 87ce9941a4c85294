import type { NotificationKind } from '@takt/shared/notification-kinds';
import type { NotificationRepository } from './notification.repository.ts';

export type NotificationService = ReturnType<typeof createNotificationService>;

/** What a feature says when it notifies people. */
export interface NotificationInput {
  type: NotificationKind;
  title: string;
  body: string;
  /** App path the notice is about ('/raspored?date=2026-12-01', '/chat/12', '/racuni/5'). */
  link?: string;
}

/** Writes notification rows; the notifications screen and its API build on this. */
export function createNotificationService(deps: {
  notifications: NotificationRepository;
  now: () => Date;
}) {
  return {
    /** Inside the caller's transaction when one is open, so a cause and its notices commit together. */
    async notify(userIds: number[], notification: NotificationInput): Promise<void> {
      await deps.notifications.insertMany(
        userIds.map((userId) => ({
          userId,
          schoolId: null,
          type: notification.type,
          title: notification.title,
          body: notification.body,
          link: notification.link ?? null,
        })),
        deps.now().toISOString(),
      );
    },
  };
}
