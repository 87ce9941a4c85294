import type { Updateable } from 'kysely';
import type { ReminderPreferences } from '@takt/shared/schemas/user';
import type { UsersTable } from '../../db/schema/people.ts';
import { toJson } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';
import type { NewUser } from './user.types.ts';

/** Creating and changing accounts, with the uniqueness checks sign-up makes first. */
export function createUserWritesRepository(data: DataAccess) {
  return {
    /** Inserts the user and their program and mentor links (inside the caller's transaction). */
    async insert(user: NewUser, at: string): Promise<number> {
      const db = data.db;
      const { id } = await db
        .insertInto('users')
        .values({
          schoolId: user.schoolId,
          ime: user.ime,
          prezime: user.prezime,
          korisnickoIme: user.korisnickoIme.toLowerCase(),
          email: user.email,
          emailLower: user.email.toLowerCase(),
          passwordHash: user.passwordHash,
          mustChangePassword: user.mustChangePassword,
          isStudent: user.isStudent,
          isMentor: user.isMentor,
          isAdmin: user.isAdmin,
          isActive: user.isActive,
          isOperator: user.isOperator ?? false,
          confirmedAt: user.confirmed === false ? null : at,
          oib: user.oib,
          brojMobitela: user.brojMobitela,
          datumRodjenja: user.datumRodjenja,
          adresa: toJson(user.adresa),
          roditelj1: user.roditelj1 ? toJson(user.roditelj1) : null,
          roditelj2: user.roditelj2 ? toJson(user.roditelj2) : null,
          napomene: toJson(user.napomene),
          programType: toJson(user.programType),
          pohadjaTeoriju: user.pohadjaTeoriju,
          maiZbor: user.maiZbor,
          maloljetniClan: user.maloljetniClan,
          predmet: user.predmet,
          reminderPreferences: toJson(user.reminderPreferences),
          createdAt: at,
          updatedAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (user.programIds?.length) {
        await db
          .insertInto('user_programs')
          .values(user.programIds.map((programId) => ({ userId: id, programId })))
          .execute();
      }
      if (user.mentorIds?.length) {
        await db
          .insertInto('student_mentors')
          .values(user.mentorIds.map((mentorId) => ({ studentId: id, mentorId })))
          .execute();
      }
      return id;
    },

    async usernameExists(username: string): Promise<boolean> {
      const row = await data.db
        .selectFrom('users')
        .select('id')
        .where('korisnickoIme', '=', username.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    async activeCountByEmail(email: string): Promise<number> {
      const row = await data.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('emailLower', '=', email.toLowerCase())
        .where('isActive', '=', true)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async update(
      schoolId: number,
      id: number,
      changes: Pick<
        Updateable<UsersTable>,
        'passwordHash' | 'mustChangePassword' | 'confirmedAt' | 'updatedAt'
      >,
    ): Promise<void> {
      await data.db
        .updateTable('users')
        .set(changes)
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
        .execute();
    },

    async setReminderPreferences(
      schoolId: number,
      id: number,
      prefs: ReminderPreferences,
      at: string,
    ) {
      await data.db
        .updateTable('users')
        .set({ reminderPreferences: toJson(prefs), updatedAt: at })
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
        .execute();
    },
  };
}
