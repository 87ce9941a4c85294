import { sql, type Selectable, type Updateable } from 'kysely';
import { defaultReminderPreferences, type ReminderPreferences } from '@takt/shared/schemas/user';
import type { UsersTable } from '../../db/schema/people.ts';
import { parseJson, toBool, toJson } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';
import type { UnconfirmedMentor } from '@takt/shared/schemas/user';
import type { LinkedAccount, NewUser, UserRecord, UserRelations } from './user.types.ts';

function toRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    id: row.id,
    schoolId: row.schoolId,
    ime: row.ime,
    prezime: row.prezime,
    korisnickoIme: row.korisnickoIme,
    email: row.email,
    passwordHash: row.passwordHash,
    mustChangePassword: toBool(row.mustChangePassword),
    isStudent: toBool(row.isStudent),
    isMentor: toBool(row.isMentor),
    isAdmin: toBool(row.isAdmin),
    isActive: toBool(row.isActive),
    isOperator: toBool(row.isOperator),
    confirmed: row.confirmedAt !== null,
    oib: row.oib,
    brojMobitela: row.brojMobitela,
    datumRodjenja: row.datumRodjenja,
    adresa: parseJson(row.adresa, { ulica: '', kucniBroj: '', mjesto: '' }),
    roditelj1: parseJson(row.roditelj1, null),
    roditelj2: parseJson(row.roditelj2, null),
    napomene: parseJson(row.napomene, []),
    programType: parseJson(row.programType, {}),
    pohadjaTeoriju: toBool(row.pohadjaTeoriju),
    maiZbor: toBool(row.maiZbor),
    maloljetniClan: toBool(row.maloljetniClan),
    predmet: row.predmet,
    reminderPreferences: parseJson(row.reminderPreferences, defaultReminderPreferences),
    fcmToken: row.fcmToken,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;

/**
 * Users are school-owned rows: every read or write by id names the school. The unscoped lookups
 * (`forSession`, `byUsername`, `byEmail`) exist for signing in, where the school is not known yet.
 */
export function createUserRepository(data: DataAccess) {
  const users = () => data.db.selectFrom('users').selectAll();

  return {
    /** The account behind a session (the session names the user, not the school). */
    async forSession(id: number): Promise<UserRecord | null> {
      const row = await users().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findInSchool(schoolId: number, id: number): Promise<UserRecord | null> {
      const row = await users()
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async byUsername(username: string): Promise<UserRecord | null> {
      const row = await users()
        .where('korisnickoIme', '=', username.toLowerCase())
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** Siblings may share one e-mail, so this returns every account on it, in every school. */
    async byEmail(email: string): Promise<UserRecord[]> {
      const rows = await users()
        .where('emailLower', '=', email.toLowerCase())
        .orderBy('id')
        .execute();
      return rows.map(toRecord);
    },

    /** The user with their school's name, in one read (GET /api/user). */
    async findWithSchool(
      schoolId: number,
      id: number,
    ): Promise<{ user: UserRecord; school: UserRelations['school'] } | null> {
      const row = await data.db
        .selectFrom('users')
        .innerJoin('schools', 'schools.id', 'users.schoolId')
        .selectAll('users')
        .select('schools.name as schoolName')
        .where('users.id', '=', id)
        .where('users.schoolId', '=', schoolId)
        .executeTakeFirst();
      if (!row) return null;
      return { user: toRecord(row), school: { id: row.schoolId, name: row.schoolName } };
    },

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
