import type { Selectable } from 'kysely';
import { defaultReminderPreferences } from '@takt/shared/schemas/user';
import type { UsersTable } from '../../db/schema/people.ts';
import { parseJson, toBool } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';
import type { UserRecord, UserRelations } from './user.types.ts';

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

/** The reads that return whole accounts share `toRecord`, so raw rows never leave this file. */
export function createUserLookupsRepository(data: DataAccess) {
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
  };
}
