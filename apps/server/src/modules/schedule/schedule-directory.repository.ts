import type { Classroom } from '@takt/shared/schemas/schedule-directory';
import type { DataAccess } from '../../db/unit-of-work.ts';

export interface PersonRef {
  id: number;
  name: string;
}

export interface GroupRecord {
  id: number;
  name: string;
  kind: string;
  studentIds: number[];
}

export type ScheduleDirectory = ReturnType<typeof createScheduleDirectory>;

/** Who and where lessons are about: people's names and roles, classrooms, student groups. */
export function createScheduleDirectory(data: DataAccess) {
  const toClassroom = (r: { id: number; name: string; capacity: number; active: unknown }) => ({
    id: r.id,
    name: r.name,
    capacity: r.capacity,
    active: Boolean(r.active),
  });

  return {
    /** Names of the school's people by id (others are left out). */
    async people(schoolId: number, ids: number[]): Promise<Map<number, PersonRef>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await data.db
        .selectFrom('users')
        .select(['id', 'ime', 'prezime'])
        .where('schoolId', '=', schoolId)
        .where('id', 'in', unique)
        .execute();
      return new Map(rows.map((r) => [r.id, { id: r.id, name: `${r.ime} ${r.prezime}` }]));
    },

    /** Those of the ids that are active students of the school. */
    async activeStudents(schoolId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await data.db
        .selectFrom('users')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('id', 'in', [...new Set(ids)])
        .where('isStudent', '=', true)
        .where('isActive', '=', true)
        .execute();
      return rows.map((r) => r.id);
    },

    async isMentor(schoolId: number, id: number): Promise<boolean> {
      const row = await data.db
        .selectFrom('users')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .where((eb) => eb.or([eb('isMentor', '=', true), eb('isAdmin', '=', true)]))
        .executeTakeFirst();
      return Boolean(row);
    },

    /** The mentor's own students (assigned as their mentor). */
    async studentsOfMentor(mentorId: number): Promise<number[]> {
      const rows = await data.db
        .selectFrom('student_mentors')
        .select('studentId')
        .where('mentorId', '=', mentorId)
        .execute();
      return rows.map((r) => r.studentId);
    },

    async mentorsOfStudent(studentId: number): Promise<number[]> {
      const rows = await data.db
        .selectFrom('student_mentors')
        .select('mentorId')
        .where('studentId', '=', studentId)
        .execute();
      return rows.map((r) => r.mentorId);
    },

    /** Active students enrolled in the program, or null when the school has no such program. */
    async programStudents(schoolId: number, programId: number): Promise<number[] | null> {
      const program = await data.db
        .selectFrom('programs')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('id', '=', programId)
        .executeTakeFirst();
      if (!program) return null;
      const rows = await data.db
        .selectFrom('user_programs')
        .innerJoin('users', 'users.id', 'user_programs.userId')
        .select('users.id')
        .where('user_programs.programId', '=', programId)
        .where('users.isStudent', '=', true)
        .where('users.isActive', '=', true)
        .orderBy('users.id')
        .execute();
      return rows.map((r) => r.id);
    },

    async classrooms(schoolId: number): Promise<Classroom[]> {
      const rows = await data.db
        .selectFrom('classrooms')
        .select(['id', 'name', 'capacity', 'active'])
        .where('schoolId', '=', schoolId)
        .orderBy('name')
        .execute();
      return rows.map(toClassroom);
    },

    async classroom(schoolId: number, id: number): Promise<Classroom | null> {
      const row = await data.db
        .selectFrom('classrooms')
        .select(['id', 'name', 'capacity', 'active'])
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toClassroom(row) : null;
    },

    async classroomNamed(schoolId: number, name: string): Promise<number | null> {
      const row = await data.db
        .selectFrom('classrooms')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async insertClassroom(
      schoolId: number,
      values: { name: string; capacity: number; active: boolean },
      at: string,
    ): Promise<number> {
      const { id } = await data.db
        .insertInto('classrooms')
        .values({ ...values, schoolId, createdAt: at, updatedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async updateClassroom(
      schoolId: number,
      id: number,
      values: { name: string; capacity: number; active: boolean },
      at: string,
    ): Promise<void> {
      await data.db
        .updateTable('classrooms')
        .set({ ...values, updatedAt: at })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },

    async groups(schoolId: number, onlyWithStudent?: number): Promise<GroupRecord[]> {
      let query = data.db
        .selectFrom('student_groups')
        .select(['id', 'name', 'kind'])
        .where('schoolId', '=', schoolId);
      if (onlyWithStudent !== undefined) {
        query = query.where('id', 'in', (eb) =>
          eb
            .selectFrom('student_group_members')
            .select('groupId')
            .where('studentId', '=', onlyWithStudent),
        );
      }
      const rows = await query.orderBy('name').orderBy('id').execute();
      if (rows.length === 0) return [];
      const members = await data.db
        .selectFrom('student_group_members')
        .select(['groupId', 'studentId'])
        .where(
          'groupId',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('studentId')
        .execute();
      return rows.map((r) => ({
        ...r,
        studentIds: members.filter((m) => m.groupId === r.id).map((m) => m.studentId),
      }));
    },

    async group(schoolId: number, id: number): Promise<GroupRecord | null> {
      return (await this.groups(schoolId)).find((g) => g.id === id) ?? null;
    },

    async insertGroup(schoolId: number, name: string, kind: string, at: string): Promise<number> {
      const { id } = await data.db
        .insertInto('student_groups')
        .values({ schoolId, name, kind, createdAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async updateGroup(schoolId: number, id: number, name: string, kind: string): Promise<void> {
      await data.db
        .updateTable('student_groups')
        .set({ name, kind })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },

    async setGroupMembers(groupId: number, studentIds: number[]): Promise<void> {
      await data.db.deleteFrom('student_group_members').where('groupId', '=', groupId).execute();
      if (studentIds.length === 0) return;
      await data.db
        .insertInto('student_group_members')
        .values([...new Set(studentIds)].map((studentId) => ({ groupId, studentId })))
        .execute();
    },
  };
}
