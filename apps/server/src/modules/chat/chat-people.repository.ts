import type { DataAccess } from '../../db/unit-of-work.ts';
import { toBool as asBool } from '../../db/rows.ts';

export interface ChatPersonRow {
  id: number;
  /** The school the person is in now (one moved elsewhere keeps old chats, read-only). */
  schoolId: number;
  ime: string;
  prezime: string;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
  isActive: boolean;
}

export const personColumns = [
  'users.id',
  'users.schoolId',
  'users.ime',
  'users.prezime',
  'users.isStudent',
  'users.isMentor',
  'users.isAdmin',
  'users.isActive',
] as const;

/** SQLite answers the flags as 0/1. */
export const toPerson = <
  R extends Omit<ChatPersonRow, 'isStudent' | 'isMentor' | 'isAdmin' | 'isActive'> & {
    isStudent: boolean | number;
    isMentor: boolean | number;
    isAdmin: boolean | number;
    isActive: boolean | number;
  },
>(
  r: R,
) => ({
  ...r,
  isStudent: asBool(r.isStudent),
  isMentor: asBool(r.isMentor),
  isAdmin: asBool(r.isAdmin),
  isActive: asBool(r.isActive),
});

/** The school's people as chat sees them: who someone is, whom they mentor, who is in a program. */
export function createChatPeopleRepository(data: DataAccess) {
  return {
    async person(schoolId: number, userId: number): Promise<ChatPersonRow | null> {
      const row = await data.db
        .selectFrom('users')
        .select(personColumns)
        .where('users.id', '=', userId)
        .where('users.schoolId', '=', schoolId)
        .executeTakeFirst();
      return row ? toPerson(row) : null;
    },

    /** Active people of the school among `ids`. */
    async activePeople(schoolId: number, ids: number[]): Promise<ChatPersonRow[]> {
      if (ids.length === 0) return [];
      const rows = await data.db
        .selectFrom('users')
        .select(personColumns)
        .where('users.id', 'in', ids)
        .where('users.schoolId', '=', schoolId)
        .where('users.isActive', '=', true)
        .execute();
      return rows.map(toPerson);
    },

    async isMentorOf(studentId: number, mentorId: number): Promise<boolean> {
      const row = await data.db
        .selectFrom('student_mentors')
        .select('studentId')
        .where('studentId', '=', studentId)
        .where('mentorId', '=', mentorId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async programsIn(schoolId: number, programIds: number[]): Promise<number[]> {
      if (programIds.length === 0) return [];
      const rows = await data.db
        .selectFrom('programs')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('id', 'in', programIds)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Active students of the school enrolled in any of the programs. */
    async studentsOfPrograms(schoolId: number, programIds: number[]): Promise<number[]> {
      if (programIds.length === 0) return [];
      const rows = await data.db
        .selectFrom('user_programs')
        .innerJoin('users', 'users.id', 'user_programs.userId')
        .select('users.id')
        .distinct()
        .where('user_programs.programId', 'in', programIds)
        .where('users.schoolId', '=', schoolId)
        .where('users.isStudent', '=', true)
        .where('users.isActive', '=', true)
        .execute();
      return rows.map((r) => r.id);
    },

    async studentsOfMentor(schoolId: number, mentorId: number): Promise<number[]> {
      const rows = await data.db
        .selectFrom('student_mentors')
        .innerJoin('users', 'users.id', 'student_mentors.studentId')
        .select('users.id')
        .where('student_mentors.mentorId', '=', mentorId)
        .where('users.schoolId', '=', schoolId)
        .where('users.isActive', '=', true)
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
