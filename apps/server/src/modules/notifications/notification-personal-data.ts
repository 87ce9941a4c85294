import type { DataAccess } from '../../db/unit-of-work.ts';
import type { PersonalDataSource } from '../../lib/personal-data.ts';

/**
 * A person's devices (Web Push subscriptions with their browser), notification choices and the
 * reminders sent to them. Erasure deletes them all. (The notices themselves are erased with the
 * account's platform rows.)
 */
export function notificationPersonalData(data: DataAccess): PersonalDataSource {
  return {
    name: 'uredaji_i_obavijesti',
    async export({ schoolId, userId }) {
      const [uredaji, postavke] = await Promise.all([
        data.db
          .selectFrom('push_subscriptions')
          .select(['userAgent', 'createdAt', 'lastSuccessAt'])
          .where('schoolId', '=', schoolId)
          .where('userId', '=', userId)
          .orderBy('id')
          .execute(),
        data.db
          .selectFrom('notification_preferences')
          .select(['kind', 'channel', 'enabled'])
          .where('userId', '=', userId)
          .execute(),
      ]);
      return { uredaji, postavke };
    },
    async erase({ userId }) {
      await data.db.deleteFrom('push_subscriptions').where('userId', '=', userId).execute();
      await data.db.deleteFrom('notification_preferences').where('userId', '=', userId).execute();
      await data.db.deleteFrom('reminder_sends').where('userId', '=', userId).execute();
    },
  };
}
