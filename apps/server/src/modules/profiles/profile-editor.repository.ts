import type { Updateable } from 'kysely';
import type { UsersTable } from '../../db/schema/people.ts';
import { parseJson, toBool, toJson } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';
import type { EditTarget, UserChanges } from './profile-editor.types.ts';

const JSON_COLUMNS = new Set(['adresa', 'roditelj1', 'roditelj2', 'napomene', 'programType']);

export type ProfileEditorRepository = ReturnType<typeof createProfileEditorRepository>;

/** Writes of the profile editor; every query names the school it works in. */
export function createProfileEditorRepository(data: DataAccess) {
  return {
    async findTarget(schoolId: number, id: number): Promise<EditTarget | null> {
      const row = await data.db
        .selectFrom('users')
        .select(['id', 'schoolId', 'isStudent', 'isMentor', 'isAdmin', 'isActive', 'programType'])
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
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

    async programIdsOf(schoolId: number, userId: number): Promise<number[]> {
      const rows = await data.db
        .selectFrom('user_programs')
        .innerJoin('users', 'users.id', 'user_programs.userId')
        .select('user_programs.programId')
        .where('user_programs.userId', '=', userId)
        .where('users.schoolId', '=', schoolId)
        .execute();
      return rows.map((r) => r.programId);
    },

    async mentorIdsOf(schoolId: number, userId: number): Promise<number[]> {
      const rows = await data.db
        .selectFrom('student_mentors')
        .innerJoin('users', 'users.id', 'student_mentors.studentId')
        .select('student_mentors.mentorId')
        .where('student_mentors.studentId', '=', userId)
        .where('users.schoolId', '=', schoolId)
        .execute();
      return rows.map((r) => r.mentorId);
    },

    async schoolExists(schoolId: number): Promise<boolean> {
      const row = await data.db
        .selectFrom('schools')
        .select('id')
        .where('id', '=', schoolId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Active programs of a school with their offered attendance types. */
    async programsOf(schoolId: number): Promise<{ id: number; tipovi: string[] }[]> {
      const rows = await data.db
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
      const rows = await data.db
        .selectFrom('users')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('isActive', '=', true)
        .where('id', 'in', ids)
        .where((eb) => eb.or([eb('isMentor', '=', true), eb('isAdmin', '=', true)]))
        .execute();
      return rows.map((r) => r.id);
    },

    /**
     * The row, then the program and mentor links when they are replaced (inside the caller's
     * transaction). False, with nothing written, when the person is not of this school.
     */
    async applyChanges(schoolId: number, id: number, changes: UserChanges, at: string) {
      const db = data.db;
      const { programs, mentorId, ...columns } = changes;
      const set: Updateable<UsersTable> = { updatedAt: at };
      for (const [key, value] of Object.entries(columns)) {
        const isJson = JSON_COLUMNS.has(key);
        (set as Record<string, unknown>)[key] = isJson && value !== null ? toJson(value) : value;
      }
      const result = await db
        .updateTable('users')
        .set(set)
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      if (programs) {
        await db.deleteFrom('user_programs').where('userId', '=', id).execute();
        if (programs.length) {
          await db
            .insertInto('user_programs')
            .values(programs.map((programId) => ({ userId: id, programId })))
            .execute();
        }
      }
      if (mentorId) {
        await db.deleteFrom('student_mentors').where('studentId', '=', id).execute();
        if (mentorId.length) {
          await db
            .insertInto('student_mentors')
            .values(mentorId.map((m) => ({ studentId: id, mentorId: m })))
            .execute();
        }
      }
      return true;
    },

    /**
     * Moves a student to another school (an accepted transfer): the old school's programs,
     * attendance types and mentors stay behind; their files go with them.
     */
    async moveStudent(fromSchoolId: number, id: number, toSchoolId: number, at: string) {
      const db = data.db;
      const result = await db
        .updateTable('users')
        .set({ schoolId: toSchoolId, programType: toJson({}), updatedAt: at })
        .where('id', '=', id)
        .where('schoolId', '=', fromSchoolId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await db.deleteFrom('user_programs').where('userId', '=', id).execute();
      await db.deleteFrom('student_mentors').where('studentId', '=', id).execute();
      await db
        .updateTable('files')
        .set({ schoolId: toSchoolId })
        .where('ownerId', '=', id)
        .where('schoolId', '=', fromSchoolId)
        .execute();
      return true;
    },
  };
}
