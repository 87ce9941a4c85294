import type { Kysely, Selectable } from 'kysely';
import { defaultReminderPreferences } from '@takt/shared/schemas/user';
import type { Database, UsersTable } from '../../db/schema.ts';
import { nowIso, parseJson, toBool, toJson } from '../../db/rows.ts';
import type { NewUser, UserRecord, UserRelations } from './user.types.ts';

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

export function createUserRepository(db: Kysely<Database>) {
  return {
    async findById(id: number): Promise<UserRecord | null> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findByUsername(username: string): Promise<UserRecord | null> {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('korisnickoIme', '=', username.toLowerCase())
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** Siblings may share one e-mail, so this returns every account on it. */
    async findByEmail(email: string): Promise<UserRecord[]> {
      const rows = await db
        .selectFrom('users')
        .selectAll()
        .where('emailLower', '=', email.toLowerCase())
        .orderBy('id')
        .execute();
      return rows.map(toRecord);
    },

    async loadRelations(user: UserRecord): Promise<UserRelations> {
      const [school, programs, mentors] = await Promise.all([
        db
          .selectFrom('schools')
          .select(['id', 'name'])
          .where('id', '=', user.schoolId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('user_programs')
          .innerJoin('programs', 'programs.id', 'user_programs.programId')
          .select(['programs.id', 'programs.naziv'])
          .where('user_programs.userId', '=', user.id)
          .orderBy('programs.naziv')
          .execute(),
        db
          .selectFrom('student_mentors')
          .select('mentorId')
          .where('studentId', '=', user.id)
          .orderBy('mentorId')
          .execute(),
      ]);
      return { school, programs, mentorIds: mentors.map((m) => m.mentorId) };
    },

    async insert(user: NewUser): Promise<number> {
      const now = nowIso();
      // Joins the caller's transaction when given one (approving a sign-up inserts the user
      // together with its mail); otherwise opens its own.
      const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
        db.isTransaction ? work(db) : db.transaction().execute(work);
      return inTransaction(async (trx) => {
        const { id } = await trx
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
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (user.programIds?.length) {
          await trx
            .insertInto('user_programs')
            .values(user.programIds.map((programId) => ({ userId: id, programId })))
            .execute();
        }
        if (user.mentorIds?.length) {
          await trx
            .insertInto('student_mentors')
            .values(user.mentorIds.map((mentorId) => ({ studentId: id, mentorId })))
            .execute();
        }
        return id;
      });
    },

    async usernameExists(username: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('korisnickoIme', '=', username.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
