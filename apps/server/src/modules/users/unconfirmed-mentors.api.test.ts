import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const mentor = { isStudent: false, isMentor: true } as const;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const school = await buildSchool(db);
  const other = await buildSchool(db);
  const people = {
    ravnatelj: { schoolId: school, ...mentor, isAdmin: true },
    profesor: { schoolId: school, ...mentor },
    prvi: { schoolId: school, ...mentor, confirmed: false },
    drugi: { schoolId: school, ...mentor, confirmed: false },
    bivsi: { schoolId: school, ...mentor, confirmed: false, isActive: false },
    polaznik: { schoolId: school },
    ravnatelj2: { schoolId: other, ...mentor, isAdmin: true },
    stranac: { schoolId: other, ...mentor, confirmed: false },
  };
  for (const [korisnickoIme, values] of Object.entries(people)) {
    ids[korisnickoIme] = (await buildUser(db, { korisnickoIme, ...values })).id;
  }
  for (const name of ['ravnatelj', 'profesor', 'prvi', 'polaznik', 'ravnatelj2']) {
    tokens[name] = await loginAs(t.app, name);
  }
});
afterAll(() => t.close());

const list = (token: string | undefined, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/mentors/unconfirmed${query}`,
    headers: token ? bearer(token) : {},
  });
const confirm = (token: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/mentors/${id}/confirm`, headers: bearer(token) });
const names = (body: { mentors: { korisnickoIme: string }[] }) =>
  body.mentors.map((m) => m.korisnickoIme);

describe('GET /api/admin/mentors/unconfirmed', () => {
  it("lists the school's active unconfirmed mentors, oldest first, with listed fields only", async () => {
    const res = await list(tokens.ravnatelj);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(names(body)).toEqual(['prvi', 'drugi']);
    expect(body.nextCursor).toBeNull();
    expect(Object.keys(body.mentors[0]).sort()).toEqual(
      ['createdAt', 'email', 'id', 'ime', 'korisnickoIme', 'prezime'].sort(),
    );
    expect(names((await list(tokens.ravnatelj2)).json())).toEqual(['stranac']);
  });

  it('pages with ?cursor= and refuses a malformed cursor', async () => {
    const first = (await list(tokens.ravnatelj, '?limit=1')).json();
    expect(names(first)).toEqual(['prvi']);
    expect(first.nextCursor).toBe(String(ids.prvi));
    const second = (await list(tokens.ravnatelj, `?limit=1&cursor=${first.nextCursor}`)).json();
    expect(names(second)).toEqual(['drugi']);
    expect(second.nextCursor).toBeNull();
    const bad = await list(tokens.ravnatelj, '?cursor=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_error');
  });

  it.each([
    ['anonymous', undefined, 401],
    ['a student', 'polaznik', 403],
    ['a confirmed mentor', 'profesor', 403],
    ['an unconfirmed mentor', 'prvi', 403],
  ])('answers %s with %i and no list', async (_who, name, status) => {
    const res = await list(name ? tokens[name] : undefined);
    expect(res.statusCode).toBe(status);
    expect(res.json()).not.toHaveProperty('mentors');
  });
});

describe('confirming a mentor', () => {
  it("answers another school's admin 404 and changes nothing", async () => {
    const res = await confirm(tokens.ravnatelj2!, ids.prvi!);
    expect(res.statusCode).toBe(404);
    expect(names((await list(tokens.ravnatelj)).json())).toContain('prvi');
  });

  it('takes the mentor off the list and GET /api/user then says confirmed', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(tokens.prvi!),
    });
    expect(before.json().user.confirmed).toBe(false);
    expect((await confirm(tokens.ravnatelj!, ids.prvi!)).json()).toEqual({ success: true });
    expect(names((await list(tokens.ravnatelj)).json())).toEqual(['drugi']);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(await loginAs(t.app, 'prvi')),
    });
    expect(after.json().user.confirmed).toBe(true);
  });
});
