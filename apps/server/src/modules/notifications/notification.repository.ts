import type { DataAccess } from '../../db/unit-of-work.ts';

export interface NewNotification {
  userId: number;
  type: string;
  title: string;
  body: string;
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;

export function createNotificationRepository(data: DataAccess) {
  return {
    async insertMany(items: NewNotification[], at: string): Promise<void> {
      if (items.length === 0) return;
      await data.db
        .insertInto('notifications')
        .values(items.map((n) => ({ ...n, read: false, createdAt: at })))
        .execute();
    },
  };
}
