import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import type { UserRecord } from '../src/modules/users/user.types.ts';
import { buildProgram, buildSchool, buildUser } from './factories.ts';
import { bearer, loginAs } from './http.ts';
import type { TestApp } from './test-app.ts';

/** Profile fixtures: two schools, students with mentors, siblings on one e-mail. */

export const PROFILE_ROLES = [
  'student',
  'sibling',
  'student2',
  'mentor',
  'mentor2',
  'admin',
  'studentB',
  'siblingB',
  'adminB',
] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

export interface ProfileWorld {
  schoolA: number;
  schoolB: number;
  klavir: number;
  gitara: number;
  violina: number;
  harmonika: number;
  users: Record<ProfileRole, UserRecord>;
  tokens: Record<ProfileRole, string>;
}

export async function buildProfileWorld(t: TestApp, prefix = 'p'): Promise<ProfileWorld> {
  const db = t.database.db;
  const schoolA = await buildSchool(db, `${prefix} Glazbena škola A`);
  const schoolB = await buildSchool(db, `${prefix} Glazbena škola B`);
  const klavir = await buildProgram(db, schoolA, {
    naziv: 'Klavir',
    tipovi: [
      { tip: 'individualno1', cijena: 6000 },
      { tip: 'individualno2', cijena: 11000 },
    ],
  });
  const gitara = await buildProgram(db, schoolA, {
    naziv: 'Gitara',
    tipovi: [{ tip: 'grupno', cijena: 3500 }],
  });
  const violina = await buildProgram(db, schoolA, { naziv: 'Violina', tipovi: [], cijena: 5000 });
  const harmonika = await buildProgram(db, schoolB, { naziv: 'Harmonika' });
  const staff = { isStudent: false, isMentor: true };
  const mentor = await buildUser(db, {
    schoolId: schoolA,
    ...staff,
    korisnickoIme: `${prefix}.marko.mentor`,
    ime: 'Marko',
    prezime: 'Mentorić',
    programIds: [klavir],
  });
  const mentor2 = await buildUser(db, {
    schoolId: schoolA,
    ...staff,
    korisnickoIme: `${prefix}.petra.mentor`,
    ime: 'Petra',
    prezime: 'Perić',
    programIds: [gitara],
  });
  const family = `${prefix}.obitelj@example.com`;
  const student = await buildUser(db, {
    schoolId: schoolA,
    korisnickoIme: `${prefix}.ana`,
    email: family,
    ime: 'Ana',
    prezime: 'Horvat',
    programIds: [klavir],
    programType: { [klavir]: 'individualno1' },
    mentorIds: [mentor.id],
    oib: '69435151530',
    brojMobitela: '+385981234567',
    datumRodjenja: '2012-03-04',
    adresa: { ulica: 'Ilica', kucniBroj: '1', mjesto: 'Zagreb' },
    roditelj1: { ime: 'Ivana', prezime: 'Horvat', brojMobitela: '+385987654321' },
    napomene: ['Napomena škole'],
    maloljetniClan: true,
  });
  const users = {
    student,
    // Same family e-mail written differently: linked, case-insensitively.
    sibling: await buildUser(db, {
      schoolId: schoolA,
      korisnickoIme: `${prefix}.luka`,
      email: family.toUpperCase(),
      ime: 'Luka',
      prezime: 'Horvat',
    }),
    student2: await buildUser(db, {
      schoolId: schoolA,
      korisnickoIme: `${prefix}.iva`,
      ime: 'Iva',
      prezime: 'Ivić',
      mentorIds: [mentor2.id],
    }),
    mentor,
    mentor2,
    admin: await buildUser(db, {
      schoolId: schoolA,
      ...staff,
      isAdmin: true,
      korisnickoIme: `${prefix}.ravnatelj`,
      ime: 'Rajko',
      prezime: 'Ravnatelj',
    }),
    studentB: await buildUser(db, {
      schoolId: schoolB,
      korisnickoIme: `${prefix}.split`,
      ime: 'Sanja',
      prezime: 'Splićanka',
    }),
    // The same family e-mail in another school: not linked (tenants stay apart).
    siblingB: await buildUser(db, {
      schoolId: schoolB,
      korisnickoIme: `${prefix}.mia`,
      email: family,
      ime: 'Mia',
      prezime: 'Horvat',
    }),
    adminB: await buildUser(db, {
      schoolId: schoolB,
      ...staff,
      isAdmin: true,
      korisnickoIme: `${prefix}.admin.b`,
      ime: 'Ante',
      prezime: 'Antić',
    }),
  } satisfies Record<ProfileRole, UserRecord>;
  const tokens = {} as Record<ProfileRole, string>;
  for (const role of PROFILE_ROLES) tokens[role] = await loginAs(t.app, users[role].korisnickoIme);
  return { schoolA, schoolB, klavir, gitara, violina, harmonika, users, tokens };
}

/** Everything stored about a user: the row, programs and mentors. */
export async function userState(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const programs = await db
    .selectFrom('user_programs')
    .select('programId')
    .where('userId', '=', id)
    .orderBy('programId')
    .execute();
  const mentors = await db
    .selectFrom('student_mentors')
    .select('mentorId')
    .where('studentId', '=', id)
    .orderBy('mentorId')
    .execute();
  return {
    ...row,
    programs: programs.map((p) => p.programId),
    mentorIds: mentors.map((m) => m.mentorId),
  };
}

/** Names of the stored values that differ between two states. */
export function changedKeys(before: object, after: object): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return Object.keys(b)
    .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .sort();
}

export const updateAs = (t: TestApp, token: string, id: number, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/update-korisnik/${id}`,
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
