import type { DataAccess } from '../../db/unit-of-work.ts';

export interface PushSubscriptionRow {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface NewPushSubscription {
  userId: number;
  schoolId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

export type PushSubscriptionRepository = ReturnType<typeof createPushSubscriptionRepository>;

export function createPushSubscriptionRepository(data: DataAccess) {
  const columns = ['id', 'userId', 'endpoint', 'p256dh', 'auth'] as const;
  return {
    /** One row per endpoint: a browser subscribing again (or for another account) takes it over. */
    async upsert(sub: NewPushSubscription, at: string): Promise<void> {
      await data.db
        .insertInto('push_subscriptions')
        .values({ ...sub, createdAt: at })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({
            userId: sub.userId,
            schoolId: sub.schoolId,
            p256dh: sub.p256dh,
            auth: sub.auth,
            userAgent: sub.userAgent,
            createdAt: at,
          }),
        )
        .execute();
    },

    async removeForUser(userId: number, endpoint: string): Promise<number> {
      const result = await data.db
        .deleteFrom('push_subscriptions')
        .where('userId', '=', userId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async remove(id: number): Promise<void> {
      await data.db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    async find(id: number): Promise<PushSubscriptionRow | undefined> {
      return data.db
        .selectFrom('push_subscriptions')
        .select([...columns])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async forUsers(userIds: number[]): Promise<PushSubscriptionRow[]> {
      if (userIds.length === 0) return [];
      const found: PushSubscriptionRow[] = [];
      for (let i = 0; i < userIds.length; i += 500) {
        found.push(
          ...(await data.db
            .selectFrom('push_subscriptions')
            .select([...columns])
            .where('userId', 'in', userIds.slice(i, i + 500))
            .orderBy('id')
            .execute()),
        );
      }
      return found;
    },

    async countForUser(userId: number): Promise<number> {
      const row = await data.db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async touch(id: number, at: string): Promise<void> {
      await data.db
        .updateTable('push_subscriptions')
        .set({ lastSuccessAt: at })
        .where('id', '=', id)
        .execute();
    },
  };
}
