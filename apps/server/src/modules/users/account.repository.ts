import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Account-level queries of the sign-up, mentor sign-up and password flows. */
export function createAccountRepository(db: Kysely<Database>) {
  return {
    async activeCountByEmail(email: string): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('emailLower', '=', email.toLowerCase())
        .where('isActive', '=', true)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async updatePassword(
      userId: number,
      passwordHash: string,
      mustChangePassword: boolean,
      at: string,
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({ passwordHash, mustChangePassword, updatedAt: at })
        .where('id', '=', userId)
        .execute();
    },
    async activeAdminIds(schoolId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('isAdmin', '=', true)
        .where('isActive', '=', true)
        .orderBy('id')
        .execute();
      return rows.map((r) => r.id);
    },
    async isMentorOf(mentorId: number, studentId: number): Promise<boolean> {
      const row = await db
        .selectFrom('student_mentors')
        .select('mentorId')
        .where('mentorId', '=', mentorId)
        .where('studentId', '=', studentId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
