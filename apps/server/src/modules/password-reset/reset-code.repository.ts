import type { DataAccess } from '../../db/unit-of-work.ts';

export interface LiveCode {
  id: number;
  userId: number;
  codeHash: string;
  salt: string;
}

/** A reset code may be tried this many times before it is dead. */
export const RESET_CODE_MAX_ATTEMPTS = 5;

export type ResetCodeRepository = ReturnType<typeof createResetCodeRepository>;

export function createResetCodeRepository(data: DataAccess) {
  return {
    /** Ends every unused code of these accounts (a new request replaces the old codes). */
    async invalidateForUsers(userIds: number[], at: string): Promise<void> {
      if (userIds.length === 0) return;
      await data.db
        .updateTable('password_reset_codes')
        .set({ consumedAt: at })
        .where('userId', 'in', userIds)
        .where('consumedAt', 'is', null)
        .execute();
    },
    async insert(code: Omit<LiveCode, 'id'> & { expiresAt: string; createdAt: string }) {
      await data.db
        .insertInto('password_reset_codes')
        .values({ ...code, attempts: 0, consumedAt: null })
        .execute();
    },
    /** Unused, unexpired codes with tries left, of the active accounts on an e-mail. */
    async liveForEmail(email: string, at: string): Promise<LiveCode[]> {
      return data.db
        .selectFrom('password_reset_codes as c')
        .innerJoin('users as u', 'u.id', 'c.userId')
        .select(['c.id', 'c.userId', 'c.codeHash', 'c.salt'])
        .where('u.emailLower', '=', email.toLowerCase())
        .where('u.isActive', '=', true)
        .where('c.consumedAt', 'is', null)
        .where('c.expiresAt', '>', at)
        .where('c.attempts', '<', RESET_CODE_MAX_ATTEMPTS)
        .orderBy('c.id')
        .execute();
    },
    /**
     * Spends one try of each code, atomically, and returns the codes that still had one: only
     * those may be compared, so parallel guesses cannot exceed the limit between read and write.
     */
    async spendTry(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await data.db
        .updateTable('password_reset_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', ids)
        .where('attempts', '<', RESET_CODE_MAX_ATTEMPTS)
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },
    /** Uses a code once; false when another request consumed it first. */
    async consume(id: number, at: string): Promise<boolean> {
      const result = await data.db
        .updateTable('password_reset_codes')
        .set({ consumedAt: at })
        .where('id', '=', id)
        .where('consumedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
