import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLevel } from '@takt/shared/policy';
import { buildSchool, buildUser } from '../../test/factories.ts';
import { bearer, loginAs } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const levels: AccessLevel[] = ['public', 'signedIn', 'student', 'mentor', 'admin'];

function guardRoutes(app: FastifyInstance) {
  for (const level of levels) {
    app.get(
      `/api/__guard/${level}`,
      { config: { access: level }, schema: { response: { 200: z.object({ ok: z.string() }) } } },
      async () => ({ ok: level }),
    );
  }
}

type Role = 'anonymous' | 'student' | 'theoryStudent' | 'mentor' | 'admin';
// Expected status per role for each access level: the matrix of spec §2's route table.
const expected: Record<AccessLevel, Record<Role, number>> = {
  public: { anonymous: 200, student: 200, theoryStudent: 200, mentor: 200, admin: 200 },
  signedIn: { anonymous: 401, student: 200, theoryStudent: 200, mentor: 200, admin: 200 },
  student: { anonymous: 401, student: 200, theoryStudent: 200, mentor: 403, admin: 403 },
  mentor: { anonymous: 401, student: 403, theoryStudent: 403, mentor: 200, admin: 200 },
  admin: { anonymous: 401, student: 403, theoryStudent: 403, mentor: 403, admin: 200 },
};

let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp({ extraRoutes: guardRoutes });
  const schoolId = await buildSchool(t.database.db);
  await buildUser(t.database.db, { schoolId, korisnickoIme: 'ucenik' });
  await buildUser(t.database.db, { schoolId, korisnickoIme: 'teorija', pohadjaTeoriju: true });
  await buildUser(t.database.db, {
    schoolId,
    korisnickoIme: 'mentor',
    isStudent: false,
    isMentor: true,
  });
  await buildUser(t.database.db, {
    schoolId,
    korisnickoIme: 'admin',
    isStudent: false,
    isMentor: true,
    isAdmin: true,
  });
  tokens.student = await loginAs(t.app, 'ucenik');
  tokens.theoryStudent = await loginAs(t.app, 'teorija');
  tokens.mentor = await loginAs(t.app, 'mentor');
  tokens.admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

describe('route × role matrix', () => {
  for (const level of levels) {
    for (const role of Object.keys(expected[level]) as Role[]) {
      it(`${role} on a ${level} route → ${expected[level][role]}`, async () => {
        const token = tokens[role];
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/__guard/${level}`,
          headers: token ? bearer(token) : {},
        });
        expect(res.statusCode).toBe(expected[level][role]);
        if (res.statusCode === 403)
          expect(res.json()).toEqual({
            message: 'Nemate ovlasti za ovu radnju.',
            code: 'forbidden',
          });
        if (res.statusCode === 401) expect(res.json().code).toBe('unauthorized');
      });
    }
  }
});

describe('default deny', () => {
  it('refuses to register an /api route that does not declare who may call it', async () => {
    const other = await createTestApp({
      extraRoutes: (app) => app.get('/api/__undeclared', async () => ({ leaked: true })),
    }).catch((error: Error) => error);
    expect(other).toBeInstanceOf(Error);
    expect((other as Error).message).toMatch(/does not declare config.access/);
  });
});

describe('temporary passwords', () => {
  it('keep an account to the routes that allow a pending password change', async () => {
    const schoolId = await buildSchool(t.database.db);
    await buildUser(t.database.db, {
      schoolId,
      korisnickoIme: 'privremena',
      mustChangePassword: true,
    });
    const token = await loginAs(t.app, 'privremena');
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/__guard/signedIn',
      headers: bearer(token),
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      message: 'Prije nastavka postavite vlastitu lozinku.',
      code: 'password_change_required',
    });
    const self = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(self.statusCode).toBe(200);
    expect(self.json().user.mustChangePassword).toBe(true);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
  });
});
