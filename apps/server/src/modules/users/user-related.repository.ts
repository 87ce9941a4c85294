import type { UnconfirmedMentor } from '@takt/shared/schemas/user';
import type { DataAccess } from '../../db/unit-of-work.ts';
import type { LinkedAccount } from './user.types.ts';

/** Other accounts of the school as they relate to a user: admins, mentors, siblings. */
export function createUserRelatedRepository(data: DataAccess) {
  return {
    /** Active mentors of the school who registered through its link and wait for an admin. */
    async unconfirmedMentors(
      schoolId: number,
      limit: number,
      afterId?: number,
    ): Promise<UnconfirmedMentor[]> {
      let query = data.db
        .selectFrom('users')
        .select(['id', 'ime', 'prezime', 'korisnickoIme', 'email', 'createdAt'])
        .where('schoolId', '=', schoolId)
        .where('isMentor', '=', true)
        .where('isActive', '=', true)
        .where('confirmedAt', 'is', null)
        .orderBy('id')
        .limit(limit);
      if (afterId !== undefined) query = query.where('id', '>', afterId);
      return query.execute();
    },

    async activeAdminIds(schoolId: number): Promise<number[]> {
      const rows = await data.db
        .selectFrom('users')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('isAdmin', '=', true)
        .where('isActive', '=', true)
        .orderBy('id')
        .execute();
      return rows.map((r) => r.id);
    },

    async isMentorOf(schoolId: number, mentorId: number, studentId: number): Promise<boolean> {
      const row = await data.db
        .selectFrom('student_mentors')
        .innerJoin('users', 'users.id', 'student_mentors.studentId')
        .select('student_mentors.mentorId')
        .where('student_mentors.mentorId', '=', mentorId)
        .where('student_mentors.studentId', '=', studentId)
        .where('users.schoolId', '=', schoolId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Active accounts of one school on the same e-mail as `userId` (siblings), by id. */
    async sameEmail(schoolId: number, userId: number): Promise<LinkedAccount[]> {
      const rows = await data.db
        .selectFrom('users as u')
        .innerJoin('users as me', (join) =>
          join.onRef('me.emailLower', '=', 'u.emailLower').on('me.id', '=', userId),
        )
        .select(['u.id', 'u.ime', 'u.prezime', 'u.korisnickoIme'])
        .where('u.schoolId', '=', schoolId)
        .where('me.schoolId', '=', schoolId)
        .where('u.isActive', '=', true)
        .orderBy('u.id')
        .execute();
      return rows.map((r) => ({ ...r, isCurrent: r.id === userId }));
    },
  };
}
