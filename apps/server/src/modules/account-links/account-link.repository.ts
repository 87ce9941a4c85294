import type { Selectable } from 'kysely';
import type { AccountLinksTable } from '../../db/schema/people.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';

export type LinkRow = Selectable<AccountLinksTable>;
export type AccountLinkRepository = ReturnType<typeof createAccountLinkRepository>;

export function createAccountLinkRepository(data: DataAccess) {
  return {
    async find(schoolId: number, emailLower: string): Promise<LinkRow | undefined> {
      return data.db
        .selectFrom('account_links')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .where('emailLower', '=', emailLower)
        .executeTakeFirst();
    },
    /** A new code replaces any earlier one; a confirmed link stays confirmed. */
    async saveCode(
      schoolId: number,
      emailLower: string,
      code: { hash: string; expiresAt: string },
      at: string,
    ): Promise<void> {
      const values = {
        codeHash: code.hash,
        codeExpiresAt: code.expiresAt,
        attempts: 0,
        updatedAt: at,
      };
      const updated = await data.db
        .updateTable('account_links')
        .set(values)
        .where('schoolId', '=', schoolId)
        .where('emailLower', '=', emailLower)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await data.db
          .insertInto('account_links')
          .values({ schoolId, emailLower, confirmedAt: null, ...values })
          .execute();
      }
    },
    async countAttempt(schoolId: number, id: number): Promise<void> {
      await data.db
        .updateTable('account_links')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
        .execute();
    },
    async confirm(schoolId: number, id: number, at: string): Promise<void> {
      await data.db
        .updateTable('account_links')
        .set({ confirmedAt: at, codeHash: null, codeExpiresAt: null, attempts: 0, updatedAt: at })
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
        .execute();
    },
  };
}
