import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface NewNotification {
  userId: number;
  type: string;
  title: string;
  body: string;
}

export function createNotificationRepository(db: Kysely<Database>) {
  return {
    async insertMany(items: NewNotification[], at: string): Promise<void> {
      if (items.length === 0) return;
      await db
        .insertInto('notifications')
        .values(items.map((n) => ({ ...n, read: false, createdAt: at })))
        .execute();
    },
  };
}
