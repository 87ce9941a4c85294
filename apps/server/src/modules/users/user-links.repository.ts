import { sql } from 'kysely';
import type { DataAccess } from '../../db/unit-of-work.ts';
import type { UserRecord, UserRelations } from './user.types.ts';

/** `relations` calls `links` through `this`, so both must stay in the composed repository. */
export function createUserLinksRepository(data: DataAccess) {
  return {
    /** The user's programs (by name) and mentors (by id) of their school, in one read. */
    async links(
      user: Pick<UserRecord, 'id' | 'schoolId'>,
    ): Promise<Pick<UserRelations, 'programs' | 'mentors'>> {
      const rows = await data.db
        .selectFrom('user_programs')
        .innerJoin('programs', 'programs.id', 'user_programs.programId')
        .select([
          sql<string>`'program'`.as('kind'),
          'programs.id as id',
          'programs.naziv as first',
          sql<string>`''`.as('second'),
          'programs.naziv as sortKey',
        ])
        .where('user_programs.userId', '=', user.id)
        .where('programs.schoolId', '=', user.schoolId)
        .unionAll(
          data.db
            .selectFrom('student_mentors')
            .innerJoin('users', 'users.id', 'student_mentors.mentorId')
            .select([
              sql<string>`'mentor'`.as('kind'),
              'users.id as id',
              'users.ime as first',
              'users.prezime as second',
              sql<string>`''`.as('sortKey'),
            ])
            .where('student_mentors.studentId', '=', user.id)
            .where('users.schoolId', '=', user.schoolId),
        )
        // Programs by name in the database's collation, as before; mentors by id.
        .orderBy('kind')
        .orderBy('sortKey')
        .orderBy('id')
        .execute();
      const programs = rows
        .filter((r) => r.kind === 'program')
        .map((r) => ({ id: r.id, naziv: r.first }));
      const mentors = rows
        .filter((r) => r.kind === 'mentor')
        .map((r) => ({ id: r.id, ime: r.first, prezime: r.second }));
      return { programs, mentors };
    },

    async relations(user: Pick<UserRecord, 'id' | 'schoolId'>): Promise<UserRelations> {
      const [school, links] = await Promise.all([
        data.db
          .selectFrom('schools')
          .select(['id', 'name'])
          .where('id', '=', user.schoolId)
          .executeTakeFirstOrThrow(),
        this.links(user),
      ]);
      return { school, ...links };
    },
  };
}
