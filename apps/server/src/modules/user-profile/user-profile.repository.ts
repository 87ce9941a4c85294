import type { Kysely, Updateable } from 'kysely';
import type { ReminderPreferences } from '@takt/shared/schemas/user';
import type { Database, UsersTable } from '../../db/schema.ts';
import { parseJson, toBool, toJson } from '../../db/rows.ts';
import type { EditTarget, UserChanges } from './user-profile.types.ts';

export type UserProfileRepository = ReturnType<typeof createUserProfileRepository>;

/** Writes of the profile editor and settings; every query names the school it works in. */
export function createUserProfileRepository(db: Kysely<Database>) {
  return {
    async findTarget(id: number): Promise<EditTarget | null> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'schoolId', 'isStudent', 'isMentor', 'isAdmin', 'isActive', 'programType'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        schoolId: row.schoolId,
        isStudent: toBool(row.isStudent),
        isMentor: toBool(row.isMentor),
        isAdmin: toBool(row.isAdmin),
        isActive: toBool(row.isActive),
        programType: parseJson<Record<string, string>>(row.programType, {}),
      };
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

    async programIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('user_programs')
        .select('programId')
        .where('userId', '=', userId)
        .execute();
      return rows.map((r) => r.programId);
    },

    async mentorIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('student_mentors')
        .select('mentorId')
        .where('studentId', '=', userId)
        .execute();
      return rows.map((r) => r.mentorId);
    },

    async schoolExists(schoolId: number): Promise<boolean> {
      const row = await db
        .selectFrom('schools')
        .select('id')
        .where('id', '=', schoolId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Active programs of a school with their offered attendance types. */
    async programsOf(schoolId: number): Promise<{ id: number; tipovi: string[] }[]> {
      const rows = await db
        .selectFrom('programs')
        .select(['id', 'tipovi'])
        .where('schoolId', '=', schoolId)
        .where('active', '=', true)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        tipovi: parseJson<{ tip: string }[]>(r.tipovi, []).map((t) => t.tip),
      }));
    },

    /** Ids among `ids` that are active mentors or admins of the school. */
    async mentorIdsIn(schoolId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('isActive', '=', true)
        .where('id', 'in', ids)
        .where((eb) => eb.or([eb('isMentor', '=', true), eb('isAdmin', '=', true)]))
        .execute();
      return rows.map((r) => r.id);
    },

    /** One transaction: the row, then the program and mentor links when they are replaced. */
    async applyChanges(id: number, changes: UserChanges, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { programs, mentorId, ...columns } = changes;
        const set: Updateable<UsersTable> = { updatedAt: at };
        for (const [key, value] of Object.entries(columns)) {
          const isJson = ['adresa', 'roditelj1', 'roditelj2', 'napomene', 'programType'].includes(
            key,
          );
          (set as Record<string, unknown>)[key] = isJson && value !== null ? toJson(value) : value;
        }
        await trx.updateTable('users').set(set).where('id', '=', id).execute();
        // A person's files (the profile picture) move with them to the new school.
        if (columns.schoolId !== undefined) {
          await trx
            .updateTable('files')
            .set({ schoolId: columns.schoolId })
            .where('ownerId', '=', id)
            .execute();
        }
        if (programs) {
          await trx.deleteFrom('user_programs').where('userId', '=', id).execute();
          if (programs.length) {
            await trx
              .insertInto('user_programs')
              .values(programs.map((programId) => ({ userId: id, programId })))
              .execute();
          }
        }
        if (mentorId) {
          await trx.deleteFrom('student_mentors').where('studentId', '=', id).execute();
          if (mentorId.length) {
            await trx
              .insertInto('student_mentors')
              .values(mentorId.map((m) => ({ studentId: id, mentorId: m })))
              .execute();
          }
        }
      });
    },

    async setReminderPreferences(id: number, prefs: ReminderPreferences, at: string) {
      await db
        .updateTable('users')
        .set({ reminderPreferences: toJson(prefs), updatedAt: at })
        .where('id', '=', id)
        .execute();
    },
  };
}
