import type { NotificationRepository } from './notification.repository.ts';

export type NotificationService = ReturnType<typeof createNotificationService>;

/** Writes notification rows; the notifications screen and its API build on this. */
export function createNotificationService(deps: {
  notifications: NotificationRepository;
  now: () => Date;
}) {
  return {
    /** Inside the caller's transaction when one is open, so a cause and its notices commit together. */
    async notify(
      userIds: number[],
      notification: { type: string; title: string; body: string; link?: string },
    ): Promise<void> {
      await deps.notifications.insertMany(
        userIds.map((userId) => ({
          userId,
          type: notification.type,
          title: notification.title,
          body: notification.body,
        })),
        deps.now().toISOString(),
      );
    },
  };
}
