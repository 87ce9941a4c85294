import type { DataAccess } from '../../db/unit-of-work.ts';
import { toBool } from '../../db/rows.ts';
import type { NotificationKind } from '@takt/shared/notification-kinds';

export interface NewNotification {
  userId: number;
  schoolId: number | null;
  type: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

export interface NotificationRow {
  id: number;
  type: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

/** Rows inserted per statement (SQLite allows at most 32,766 bound values in one). */
const INSERT_CHUNK = 500;

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;

export function createNotificationRepository(data: DataAccess) {
  return {
    async insertMany(items: NewNotification[], at: string): Promise<void> {
      for (let i = 0; i < items.length; i += INSERT_CHUNK) {
        await data.db
          .insertInto('notifications')
          .values(
            items.slice(i, i + INSERT_CHUNK).map((n) => ({
              ...n,
              // The recipient's school unless the caller names it (looked up in SQL).
              schoolId:
                n.schoolId ??
                ((eb) =>
                  eb.selectFrom('users').select('users.schoolId').where('users.id', '=', n.userId)),
              read: false,
              createdAt: at,
            })),
          )
          .execute();
      }
    },

    /**
     * One page of a person's notifications, unread first, newest first within each. The cursor
     * is the last row of the page before (its read flag and id). The unread and the read part are
     * read apart, each newest first along the (userId, read, id) index: one query with the mixed
     * order (read ascending, id descending) made both databases sort all of a person's rows.
     */
    async page(
      userId: number,
      limit: number,
      after?: { read: boolean; id: number },
    ): Promise<NotificationRow[]> {
      const part = async (read: boolean, beforeId: number | undefined, n: number) => {
        let query = data.db
          .selectFrom('notifications')
          .select(['id', 'type', 'title', 'body', 'link', 'read', 'createdAt'])
          .where('userId', '=', userId)
          .where('read', '=', read);
        if (beforeId !== undefined) query = query.where('id', '<', beforeId);
        const rows = await query.orderBy('id', 'desc').limit(n).execute();
        return rows.map((r) => ({ ...r, read: toBool(r.read) }));
      };
      if (after?.read) return part(true, after.id, limit);
      const unread = await part(false, after?.id, limit);
      if (unread.length === limit) return unread;
      return [...unread, ...(await part(true, undefined, limit - unread.length))];
    },

    async readFlag(userId: number, id: number): Promise<boolean | null> {
      const row = await data.db
        .selectFrom('notifications')
        .select('read')
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toBool(row.read) : null;
    },

    async unreadCount(userId: number): Promise<number> {
      const row = await data.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .where('read', '=', false)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks one of the person's own notifications read; false when it is not theirs. */
    async markRead(userId: number, id: number, at: string): Promise<boolean> {
      const result = await data.db
        .updateTable('notifications')
        .set({ read: true, readAt: at })
        .where('userId', '=', userId)
        .where('id', '=', id)
        .where('read', '=', false)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) return true;
      return (await this.readFlag(userId, id)) !== null;
    },

    async markAllRead(userId: number, at: string): Promise<number> {
      const result = await data.db
        .updateTable('notifications')
        .set({ read: true, readAt: at })
        .where('userId', '=', userId)
        .where('read', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
