import type { DataAccess } from '../../db/unit-of-work.ts';
import type { PersonalDataSource } from '../../lib/personal-data.ts';

/**
 * The family e-mail confirmed for switching between sibling accounts. It belongs to every account
 * on that address, so erasure deletes it only when no other (not erased) account of the school
 * uses the address.
 */
export function accountLinkPersonalData(data: DataAccess): PersonalDataSource {
  const emailOf = (schoolId: number, userId: number) =>
    data.db
      .selectFrom('users')
      .select('emailLower')
      .where('schoolId', '=', schoolId)
      .where('id', '=', userId)
      .executeTakeFirst();
  return {
    name: 'obiteljska_veza',
    async export({ schoolId, userId }) {
      const user = await emailOf(schoolId, userId);
      if (!user) return null;
      const link = await data.db
        .selectFrom('account_links')
        .select(['emailLower', 'confirmedAt'])
        .where('schoolId', '=', schoolId)
        .where('emailLower', '=', user.emailLower)
        .executeTakeFirst();
      return link ? { email: link.emailLower, potvrdjeno: link.confirmedAt } : null;
    },
    async erase({ schoolId, userId }) {
      const user = await emailOf(schoolId, userId);
      if (!user) return;
      const others = await data.db
        .selectFrom('users')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('emailLower', '=', user.emailLower)
        .where('id', '!=', userId)
        .where('erasedAt', 'is', null)
        .executeTakeFirst();
      if (others) return;
      await data.db
        .deleteFrom('account_links')
        .where('schoolId', '=', schoolId)
        .where('emailLower', '=', user.emailLower)
        .execute();
    },
  };
}
