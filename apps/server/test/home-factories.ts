import type { Kysely } from 'kysely';
import type { PostVisibility } from '@takt/shared/schemas/posts';
import type { Database } from '../src/db/schema.ts';
import { toJson } from '../src/db/rows.ts';
import type { UserRecord } from '../src/modules/users/user.types.ts';
import { appPerFile } from './app-per-file.ts';
import { buildProgram, buildSchool, buildUser } from './factories.ts';
import { bearer, loginAs } from './http.ts';
import type { TestApp } from './test-app.ts';

/** Home fixtures: posts, polls and answers written straight to the database. */

export async function buildPost(
  db: Kysely<Database>,
  author: Pick<UserRecord, 'id' | 'schoolId'>,
  values: {
    title?: string;
    content?: string;
    visibility?: PostVisibility;
    showAllSchools?: boolean;
    at?: string;
  } = {},
): Promise<number> {
  const at = values.at ?? new Date().toISOString();
  const { id } = await db
    .insertInto('posts')
    .values({
      schoolId: author.schoolId,
      authorId: author.id,
      title: values.title ?? 'Objava',
      content: values.content ?? '<p>Sadržaj</p>',
      visibility: values.visibility ?? 'public',
      showAllSchools: values.showAllSchools ?? false,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function buildPoll(
  db: Kysely<Database>,
  creator: Pick<UserRecord, 'id' | 'schoolId'>,
  values: { question?: string; options?: string[]; endDate: Date; at?: Date },
): Promise<number> {
  const at = (values.at ?? new Date()).toISOString();
  const { id } = await db
    .insertInto('polls')
    .values({
      schoolId: creator.schoolId,
      creatorId: creator.id,
      question: values.question ?? 'Dolazite li na probu?',
      options: toJson(values.options ?? ['Da', 'Ne']),
      type: 'teorija',
      endDate: values.endDate.toISOString(),
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function buildResponse(
  db: Kysely<Database>,
  pollId: number,
  userId: number,
  response: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('poll_responses')
    .values({
      pollId,
      userId,
      response,
      firstRespondedAt: at.toISOString(),
      respondedAt: at.toISOString(),
    })
    .execute();
}

export async function countRows(
  db: Kysely<Database>,
  table: 'posts' | 'polls' | 'poll_responses',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every row of a table in id order: compare before and after to prove nothing was written. */
export async function snapshot(
  db: Kysely<Database>,
  table: 'posts' | 'polls' | 'poll_responses',
): Promise<unknown[]> {
  return db.selectFrom(table).selectAll().orderBy('id').execute();
}

export const HOME_ROLES = [
  'student',
  'theoryStudent',
  'mentor',
  'mentor2',
  'admin',
  'studentB',
  'mentorB',
  'adminB',
] as const;
export type HomeRole = (typeof HOME_ROLES)[number];

export interface HomeWorld {
  schoolA: number;
  schoolB: number;
  programA: number;
  users: Record<HomeRole, UserRecord>;
  tokens: Record<HomeRole, string>;
}

/**
 * Two schools. School A: a plain student (full personal data), a theory student, two mentors and
 * an admin. School B: a theory student, a mentor and an admin. Everyone is signed in.
 */
export async function buildHomeWorld(t: TestApp, prefix = ''): Promise<HomeWorld> {
  const db = t.database.db;
  const schoolA = await buildSchool(db, `${prefix}Glazbena škola Zagreb`);
  const schoolB = await buildSchool(db, `${prefix}Glazbena škola Split`);
  const programA = await buildProgram(db, schoolA, { naziv: 'Klavir' });
  const programB = await buildProgram(db, schoolB, { naziv: 'Gitara' });
  const staff = { isStudent: false, isMentor: true };
  const mentor = await buildUser(db, {
    schoolId: schoolA,
    ...staff,
    korisnickoIme: `${prefix}marko.mentor`,
    ime: 'Marko',
    prezime: 'Marković',
    predmet: 'Klavir',
    programIds: [programA],
    oib: '12345678903',
    brojMobitela: '+385911111111',
    napomene: ['Bilješka o mentoru'],
  });
  const users = {
    student: await buildUser(db, {
      schoolId: schoolA,
      korisnickoIme: `${prefix}ana.horvat`,
      ime: 'Ana',
      prezime: 'Horvat',
      programIds: [programA],
      programType: { [programA]: 'individualno1' },
      mentorIds: [mentor.id],
      oib: '69435151530',
      brojMobitela: '+385981234567',
      datumRodjenja: '2012-03-04',
      adresa: { ulica: 'Ilica', kucniBroj: '1', mjesto: 'Zagreb' },
      roditelj1: { ime: 'Ivana', prezime: 'Horvat', brojMobitela: '+385987654321' },
      roditelj2: { ime: 'Ivan', prezime: 'Horvat', brojMobitela: '+385911234567' },
      napomene: ['Alergija na orašaste plodove'],
      maloljetniClan: true,
    }),
    theoryStudent: await buildUser(db, {
      schoolId: schoolA,
      korisnickoIme: `${prefix}luka.teorija`,
      ime: 'Luka',
      prezime: 'Lukić',
      pohadjaTeoriju: true,
    }),
    mentor,
    mentor2: await buildUser(db, {
      schoolId: schoolA,
      ...staff,
      korisnickoIme: `${prefix}petra.mentor`,
      ime: 'Petra',
      prezime: 'Perić',
      predmet: 'Violina',
    }),
    admin: await buildUser(db, {
      schoolId: schoolA,
      ...staff,
      isAdmin: true,
      korisnickoIme: `${prefix}ravnatelj`,
      ime: 'Rajko',
      prezime: 'Ravnatelj',
    }),
    studentB: await buildUser(db, {
      schoolId: schoolB,
      korisnickoIme: `${prefix}ana.split`,
      ime: 'Ana',
      prezime: 'Horvat',
      programIds: [programB],
      pohadjaTeoriju: true,
    }),
    mentorB: await buildUser(db, {
      schoolId: schoolB,
      ...staff,
      korisnickoIme: `${prefix}mentor.split`,
      ime: 'Mate',
      prezime: 'Matić',
    }),
    adminB: await buildUser(db, {
      schoolId: schoolB,
      ...staff,
      isAdmin: true,
      korisnickoIme: `${prefix}admin.split`,
      ime: 'Ante',
      prezime: 'Antić',
    }),
  } satisfies Record<HomeRole, UserRecord>;
  const tokens = {} as Record<HomeRole, string>;
  for (const role of HOME_ROLES) tokens[role] = await loginAs(t.app, users[role].korisnickoIme);
  return { schoolA, schoolB, programA, users, tokens };
}

/** A test file's app and home world, and bearer headers for the world's users. */
export interface HomeWorldContext {
  /** The app; read it in hooks and tests only (it is created in `beforeAll`). */
  readonly t: TestApp;
  /** The world built on that app; likewise read in hooks and tests only. */
  readonly w: HomeWorld;
  as(role: HomeRole): { authorization: string };
  /** The app's database. */
  db(): Kysely<Database>;
}

/**
 * One app and home world for the calling test file (see `appPerFile`), the clock set to `now`
 * before each test. Call it at the top level of the file.
 */
export function homeWorldPerFile(now: Date): HomeWorldContext {
  const file = appPerFile(
    (t) => buildHomeWorld(t),
    () => new Date(now),
  );
  return {
    get t() {
      return file.t;
    },
    get w() {
      return file.world;
    },
    as: (role) => bearer(file.world.tokens[role]),
    db: () => file.t.database.db,
  };
}
