import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import type { PendingSignupsTable } from '../src/db/schema/people.ts';
import type { UserRecord } from '../src/modules/users/user.types.ts';
import { signupPayload, solveAltcha } from './accounts.ts';
import { buildProgram, buildSchool, buildUser } from './factories.ts';
import { buildPoll, buildPost } from './home-factories.ts';
import { bearer, loginAs } from './http.ts';
import { BOUNDARY, image, multipart } from './picture-requests.ts';
import type { TestApp } from './test-app.ts';

/**
 * The small world of the route matrix and the input fuzz: two schools with the same cast, and
 * rows of school A that requests point at. Rows a request uses up (a post deleted, a sign-up
 * approved, a poll voted on) are made fresh per request by the `fresh*` makers.
 */

/** Who calls: nobody, then four roles of school A, then the same four of school B. */
export const CALLERS = [
  'anonymous',
  'student',
  'theoryStudent',
  'mentor',
  'admin',
  'otherStudent',
  'otherTheoryStudent',
  'otherMentor',
  'otherAdmin',
] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<Caller, 'anonymous'>;
export const SIGNED_IN_CALLERS = CALLERS.filter((c): c is SignedInCaller => c !== 'anonymous');

/** The role flags a caller signs in with (the matrix checks levels against them). */
export const CALLER_ROLES: Record<
  SignedInCaller,
  { isStudent: boolean; isMentor: boolean; isAdmin: boolean }
> = {
  student: { isStudent: true, isMentor: false, isAdmin: false },
  theoryStudent: { isStudent: true, isMentor: false, isAdmin: false },
  mentor: { isStudent: false, isMentor: true, isAdmin: false },
  admin: { isStudent: false, isMentor: true, isAdmin: true },
  otherStudent: { isStudent: true, isMentor: false, isAdmin: false },
  otherTheoryStudent: { isStudent: true, isMentor: false, isAdmin: false },
  otherMentor: { isStudent: false, isMentor: true, isAdmin: false },
  otherAdmin: { isStudent: false, isMentor: true, isAdmin: true },
};
export const isOtherSchool = (caller: Caller) => caller.startsWith('other');

export type MatrixWorld = Awaited<ReturnType<typeof buildMatrixWorld>>;

let serial = 0;
const next = () => ++serial;

export async function buildMatrixWorld(t: TestApp) {
  const { app } = t;
  const db: Kysely<Database> = t.database.db;
  const schoolA = await buildSchool(db, 'Glazbena škola Matrica A');
  const schoolB = await buildSchool(db, 'Glazbena škola Matrica B');
  const programA = await buildProgram(db, schoolA, { naziv: 'Klavir' });
  const programB = await buildProgram(db, schoolB, { naziv: 'Gitara' });
  const staff = { isStudent: false, isMentor: true };
  const cast = async (schoolId: number, programId: number, tag: string) => {
    const mentor = await buildUser(db, { schoolId, ...staff, korisnickoIme: `${tag}.mentor` });
    const admin = await buildUser(db, {
      schoolId,
      ...staff,
      isAdmin: true,
      korisnickoIme: `${tag}.admin`,
    });
    const student = await buildUser(db, {
      schoolId,
      korisnickoIme: `${tag}.student`,
      programIds: [programId],
      programType: { [programId]: 'individualno1' },
      mentorIds: [mentor.id],
      oib: '69435151530',
      datumRodjenja: '2012-03-04',
      roditelj1: { ime: 'Ivana', prezime: 'Horvat', brojMobitela: '+385987654321' },
    });
    const theoryStudent = await buildUser(db, {
      schoolId,
      korisnickoIme: `${tag}.teorija`,
      pohadjaTeoriju: true,
      mentorIds: [mentor.id],
    });
    return { student, theoryStudent, mentor, admin };
  };
  const a = await cast(schoolA, programA, 'a');
  const b = await cast(schoolB, programB, 'b');
  const users: Record<SignedInCaller, UserRecord> = {
    ...a,
    otherStudent: b.student,
    otherTheoryStudent: b.theoryStudent,
    otherMentor: b.mentor,
    otherAdmin: b.admin,
  };
  const tokens = {} as Record<SignedInCaller, string>;
  for (const caller of SIGNED_IN_CALLERS) {
    tokens[caller] = await loginAs(app, users[caller].korisnickoIme);
  }

  // School A's lasting rows: read by the matrix, never used up by it.
  const freshStudent = (schoolId = schoolA, mentorId = a.mentor.id) =>
    buildUser(db, { schoolId, mentorIds: [mentorId], programIds: [] });
  const pictureOwner = await freshStudent();
  await uploadPicture(app, await loginAs(app, pictureOwner.korisnickoIme));
  const pictureFile = await db
    .selectFrom('files')
    .select('id')
    .where('ownerId', '=', pictureOwner.id)
    .executeTakeFirstOrThrow();
  const loginUser = await freshStudent();
  const post = await buildPost(db, a.mentor);
  const poll = await buildPoll(db, a.mentor, { endDate: new Date(Date.now() + 7 * 86_400_000) });
  const pendingTemplate = await submitSignup(
    app,
    db,
    await solvedSignupForm(app, schoolA, programA),
  );

  return {
    app,
    db,
    schoolA,
    schoolB,
    programA,
    users,
    tokens,
    pictureOwner,
    /** The stored file of the owner's picture (any of the school may read it). */
    pictureFileId: pictureFile.id,
    loginUser,
    post,
    poll,
    /** A bearer header for a caller (none for anonymous). */
    auth: (caller: Caller): Record<string, string> =>
      caller === 'anonymous' ? {} : bearer(tokens[caller]),
    /** A student of school A taught by A's mentor. */
    freshStudent,
    freshPost: () => buildPost(db, a.mentor),
    freshPoll: () => buildPoll(db, a.mentor, { endDate: new Date(Date.now() + 7 * 86_400_000) }),
    /** A mentor of school A who signed up through the secret link and waits for an admin. */
    freshUnconfirmedMentor: () => buildUser(db, { schoolId: schoolA, ...staff, confirmed: false }),
    /** A new session of a user with the caller's role and school, for requests that end it. */
    async freshToken(caller: Caller): Promise<string | null> {
      if (caller === 'anonymous') return null;
      const user = users[caller];
      const twin = await buildUser(db, {
        schoolId: user.schoolId,
        ...CALLER_ROLES[caller],
        pohadjaTeoriju: user.pohadjaTeoriju,
      });
      return loginAs(app, twin.korisnickoIme);
    },
    /** A valid public sign-up for school A, its proof of work solved as the browser would. */
    signupForm: () => solvedSignupForm(app, schoolA, programA),
    /** A sign-up request waiting for school A's admins: a copy of one made through the API. */
    async freshPendingSignup(): Promise<number> {
      const { id: _id, ...template } = await db
        .selectFrom('pending_signups')
        .selectAll()
        .where('id', '=', pendingTemplate)
        .executeTakeFirstOrThrow();
      const email = `prijava.matrica.${next()}@example.com`;
      const row = await db
        .insertInto('pending_signups')
        // Flags come back as the driver stores them (0/1 on SQLite) and go in the same way.
        .values({ ...template, email, emailLower: email } as Insertable<PendingSignupsTable>)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** School B's admin asks to move one of B's students to school A. */
    async freshIncomingTransfer(): Promise<number> {
      const mover = await freshStudent(schoolB, b.mentor.id);
      const res = await app.inject({
        method: 'PUT',
        url: `/api/update-korisnik/${mover.id}`,
        headers: bearer(tokens.otherAdmin),
        payload: { schoolId: schoolA },
      });
      if (res.statusCode !== 200) throw new Error(`transfer request failed: ${res.body}`);
      const row = await db
        .selectFrom('school_transfers')
        .select('id')
        .where('studentId', '=', mover.id)
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** School A's current secret mentor sign-up token (an admin may rotate it). */
    mentorLinkToken: async () =>
      (await app.services.mentorSignup.currentToken(schoolA)).token as string,
    /** The six-digit code mailed to `email` after a reset request. */
    async resetCode(email: string): Promise<string> {
      const res = await app.inject({
        method: 'POST',
        url: '/api/reset-password/request',
        payload: { email },
        remoteAddress: `10.201.${next() % 250}.${next() % 250}`,
      });
      if (res.statusCode !== 200) throw new Error(`reset request failed: ${res.body}`);
      const mail = await db
        .selectFrom('outbox')
        .select('text')
        .where('toAddress', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error('no code in the reset mail');
      return code;
    },
  };
}

/** A small real PNG in the multipart body the picture upload expects. */
export async function pictureBody(field = 'profilePicture', filename = 'slika.png') {
  return multipart([{ field, filename, type: 'image/png', data: await image('png', 32, 32) }]);
}
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

async function uploadPicture(app: FastifyInstance, token: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/profile-picture/upload',
    headers: { ...bearer(token), 'content-type': MULTIPART_TYPE },
    payload: await pictureBody(),
  });
  if (res.statusCode !== 200) throw new Error(`picture upload failed: ${res.body}`);
}

/** The sign-up form as the browser sends it: valid, with the server's challenge solved. */
async function solvedSignupForm(app: FastifyInstance, schoolId: number, programId: number) {
  const challenge = await app.inject({
    method: 'GET',
    url: '/api/signup/challenge',
    remoteAddress: `10.202.${next() % 250}.${next() % 250}`,
  });
  return signupPayload({
    schoolId,
    programId,
    pohadanjeNastave: 'individualno1',
    altcha: solveAltcha(challenge.json()),
  });
}

async function submitSignup(
  app: FastifyInstance,
  db: Kysely<Database>,
  payload: { email: string },
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/signup/pending',
    payload,
    remoteAddress: `10.203.${next() % 250}.${next() % 250}`,
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  const row = await db
    .selectFrom('pending_signups')
    .select('id')
    .where('email', '=', payload.email)
    .executeTakeFirstOrThrow();
  return row.id;
}
