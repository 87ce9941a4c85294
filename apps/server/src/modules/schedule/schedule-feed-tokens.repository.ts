import type { DataAccess } from '../../db/unit-of-work.ts';

/** Keyed by user, not school: a calendar app fetching the feed sends only the token. */
export function createScheduleFeedTokens(data: DataAccess) {
  return {
    async feedToken(userId: number): Promise<string | null> {
      const row = await data.db
        .selectFrom('calendar_feed_tokens')
        .select('token')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row?.token ?? null;
    },

    async setFeedToken(userId: number, schoolId: number, token: string, at: string) {
      await data.db.deleteFrom('calendar_feed_tokens').where('userId', '=', userId).execute();
      await data.db
        .insertInto('calendar_feed_tokens')
        .values({ userId, schoolId, token, createdAt: at })
        .execute();
    },

    async feedOwner(token: string) {
      return (
        (await data.db
          .selectFrom('calendar_feed_tokens')
          .innerJoin('users', 'users.id', 'calendar_feed_tokens.userId')
          .select([
            'users.id',
            'users.schoolId',
            'users.isStudent',
            'users.isMentor',
            'users.isAdmin',
            'users.isActive',
          ])
          .where('calendar_feed_tokens.token', '=', token)
          .executeTakeFirst()) ?? null
      );
    },
  };
}
