import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { appPerFile } from './app-per-file.ts';
import { buildProgram, buildSchool, buildUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** The school and accounts of the login and session API tests, and a raw login request. */

/**
 * One school: a mentor, a student with a program and that mentor, two siblings sharing an e-mail
 * (different passwords) and a disabled account. Returns the school's id.
 */
export async function buildAuthWorld(db: Kysely<Database>): Promise<number> {
  const schoolId = await buildSchool(db, 'Glazbena škola Test');
  const programId = await buildProgram(db, schoolId, { naziv: 'Klavir' });
  const mentor = await buildUser(db, {
    schoolId,
    korisnickoIme: 'mentorica',
    isStudent: false,
    isMentor: true,
  });
  await buildUser(db, {
    schoolId,
    korisnickoIme: 'iva.horvat',
    email: 'Iva.Horvat@Example.com',
    programIds: [programId],
    programType: { [programId]: 'individualno1' },
    mentorIds: [mentor.id],
  });
  await buildUser(db, { schoolId, korisnickoIme: 'brat', email: 'obitelj@example.com' });
  await buildUser(db, {
    schoolId,
    korisnickoIme: 'sestra',
    email: 'obitelj@example.com',
    password: 'drugacija-lozinka',
  });
  await buildUser(db, { schoolId, korisnickoIme: 'ugaseni', isActive: false });
  return schoolId;
}

/** POST /api/login from a given address, answered as is; `ctx` is read per call. */
export function loginClient(ctx: () => TestApp) {
  return {
    login: (payload: unknown, ip = '10.0.0.1') =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/login',
        payload: payload as object,
        remoteAddress: ip,
      }),
  };
}

/** A test file's app and auth world, and its login request. */
export interface AuthWorldContext {
  /** The app; read it in hooks and tests only (it is created in `beforeAll`). */
  readonly t: TestApp;
  /** The id of the world's school; likewise read in hooks and tests only. */
  readonly schoolId: number;
  login: ReturnType<typeof loginClient>['login'];
}

/**
 * One app and auth world for the calling test file (see `appPerFile`), the clock set to the real
 * time before each test. Call it at the top level of the file.
 */
export function authWorldPerFile(): AuthWorldContext {
  const file = appPerFile(
    (t) => buildAuthWorld(t.database.db),
    () => new Date(),
  );
  return {
    get t() {
      return file.t;
    },
    get schoolId() {
      return file.world;
    },
    ...loginClient(() => file.t),
  };
}
