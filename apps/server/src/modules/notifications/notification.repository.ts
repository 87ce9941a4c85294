import type { DataAccess } from '../../db/unit-of-work.ts';
import type { NotificationKind } from '@takt/shared/notification-kinds';

export interface NewNotification {
  userId: number;
  schoolId: number | null;
  type: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;

export function createNotificationRepository(data: DataAccess) {
  return {
    async insertMany(items: NewNotification[], at: string): Promise<void> {
      if (items.length === 0) return;
      await data.db
        .insertInto('notifications')
        .values(
          items.map((n) => ({
            ...n,
            // The recipient's school unless the caller names it (one lookup per row, in SQL).
            schoolId:
              n.schoolId ??
              ((eb) =>
                eb.selectFrom('users').select('users.schoolId').where('users.id', '=', n.userId)),
            read: false,
            createdAt: at,
          })),
        )
        .execute();
    },
  };
}
