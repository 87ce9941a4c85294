import type { Address, Parent } from '@takt/shared/schemas/user';
import { afterByName, parseJson, toBool } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';

/** A person's profile fields. Never the password hash, push token or anything secret. */
export interface ProfileRecord {
  id: number;
  schoolId: number;
  schoolName: string;
  ime: string;
  prezime: string;
  korisnickoIme: string;
  email: string;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
  isActive: boolean;
  predmet: string | null;
  oib: string | null;
  brojMobitela: string | null;
  datumRodjenja: string | null;
  adresa: Address;
  roditelj1: Parent | null;
  roditelj2: Parent | null;
  napomene: string[];
  programType: Record<string, string>;
  pohadjaTeoriju: boolean;
  maloljetniClan: boolean;
}

const columns = [
  'users.id',
  'users.schoolId',
  'schools.name as schoolName',
  'users.ime',
  'users.prezime',
  'users.korisnickoIme',
  'users.email',
  'users.isStudent',
  'users.isMentor',
  'users.isAdmin',
  'users.isActive',
  'users.predmet',
  'users.oib',
  'users.brojMobitela',
  'users.datumRodjenja',
  'users.adresa',
  'users.roditelj1',
  'users.roditelj2',
  'users.napomene',
  'users.programType',
  'users.pohadjaTeoriju',
  'users.maloljetniClan',
] as const;

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

export function createProfileRepository(data: DataAccess) {
  const base = () =>
    data.db
      .selectFrom('users')
      .innerJoin('schools', 'schools.id', 'users.schoolId')
      .select(columns);

  type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;
  const toRecord = (row: Row): ProfileRecord => ({
    id: row.id,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    ime: row.ime,
    prezime: row.prezime,
    korisnickoIme: row.korisnickoIme,
    email: row.email,
    isStudent: toBool(row.isStudent),
    isActive: toBool(row.isActive),
    isMentor: toBool(row.isMentor),
    isAdmin: toBool(row.isAdmin),
    predmet: row.predmet,
    oib: row.oib,
    brojMobitela: row.brojMobitela,
    datumRodjenja: row.datumRodjenja,
    adresa: parseJson(row.adresa, { ulica: '', kucniBroj: '', mjesto: '' }),
    roditelj1: parseJson(row.roditelj1, null),
    roditelj2: parseJson(row.roditelj2, null),
    napomene: parseJson(row.napomene, []),
    programType: parseJson(row.programType, {}),
    pohadjaTeoriju: toBool(row.pohadjaTeoriju),
    maloljetniClan: toBool(row.maloljetniClan),
  });

  return {
    async findInSchool(schoolId: number, id: number): Promise<ProfileRecord | null> {
      const row = await base()
        .where('users.id', '=', id)
        .where('users.schoolId', '=', schoolId)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** Active mentors and admins of a school by last and first name; `afterId` pages on. */
    async listMentors(schoolId: number, limit: number, afterId?: number): Promise<ProfileRecord[]> {
      let query = base()
        .where('users.schoolId', '=', schoolId)
        .where('users.isActive', '=', true)
        .where((eb) => eb.or([eb('users.isMentor', '=', true), eb('users.isAdmin', '=', true)]));
      if (afterId !== undefined) query = query.where(afterByName(afterId));
      const rows = await query
        .orderBy('users.prezime')
        .orderBy('users.ime')
        .orderBy('users.id')
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },

    /** The programs of each of the school's people among `userIds`. */
    async programsOf(
      schoolId: number,
      userIds: number[],
    ): Promise<Map<number, { id: number; naziv: string }[]>> {
      const byUser = new Map<number, { id: number; naziv: string }[]>();
      if (userIds.length === 0) return byUser;
      const rows = await data.db
        .selectFrom('user_programs')
        .innerJoin('programs', 'programs.id', 'user_programs.programId')
        .select(['user_programs.userId', 'programs.id', 'programs.naziv'])
        .where('user_programs.userId', 'in', userIds)
        .where('programs.schoolId', '=', schoolId)
        .orderBy('programs.naziv')
        .orderBy('programs.id')
        .execute();
      for (const row of rows) {
        const list = byUser.get(row.userId) ?? [];
        list.push({ id: row.id, naziv: row.naziv });
        byUser.set(row.userId, list);
      }
      return byUser;
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

    async mentorIdsOf(schoolId: number, studentId: number): Promise<number[]> {
      const rows = await data.db
        .selectFrom('student_mentors')
        .innerJoin('users', 'users.id', 'student_mentors.studentId')
        .select('student_mentors.mentorId')
        .where('student_mentors.studentId', '=', studentId)
        .where('users.schoolId', '=', schoolId)
        .orderBy('student_mentors.mentorId')
        .execute();
      return rows.map((r) => r.mentorId);
    },
  };
}
