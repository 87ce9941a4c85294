import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildPoll,
  buildPost,
  type HomeRole,
  homeWorldPerFile,
} from '../../test/home-factories.ts';
import { T0, inMinutes } from '../../test/poll-requests.ts';
import { KEPT_ANSWER_MS } from './kept-answers.ts';

/**
 * Hot reads kept in memory while the database is unchanged: every change shows at once, whoever
 * wrote it, and no answer reaches anyone but the person it was written for.
 */

const ctx = homeWorldPerFile(T0);
const { as, db } = ctx;
const get = (role: HomeRole, url: string) =>
  ctx.t.app.inject({ method: 'GET', url, headers: as(role) });
const titles = async (role: HomeRole) =>
  (await get(role, '/api/posts')).json().posts.map((p: { title: string }) => p.title);

beforeAll(async () => {
  // On PostgreSQL the stamp exists once the listening connection is up (postgres-changes.ts).
  for (let i = 0; i < 100 && ctx.t.database.changeStamp() === null; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(ctx.t.database.changeStamp()).not.toBeNull();
});

describe('kept answers', () => {
  it('answers the same again, and a post made through the API at once', async () => {
    const first = await get('student', '/api/posts');
    const again = await get('student', '/api/posts');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['cache-control']).toBe('private, no-store');

    const made = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: as('mentor'),
      payload: { title: 'Koncert u petak', content: '<p>Dođite!</p>', visibility: 'public' },
    });
    expect(made.statusCode).toBe(201);
    expect(await titles('student')).toContain('Koncert u petak');
  });

  it('shows a row written straight to the tables', async () => {
    expect(await titles('student')).not.toContain('Upisano izravno');
    await buildPost(db(), ctx.w.users.mentor, { title: 'Upisano izravno', at: T0.toISOString() });
    expect(await titles('student')).toContain('Upisano izravno');
  });

  it('keeps every person’s answer apart, also for the same address', async () => {
    const names = await Promise.all(
      (['student', 'mentor', 'studentB', 'student', 'mentor'] as const).map(async (role) => {
        const res = await get(role, '/api/user');
        return `${res.json().user.ime} ${res.json().user.korisnickoIme}`;
      }),
    );
    const { student, mentor, studentB } = ctx.w.users;
    expect(names).toEqual(
      [student, mentor, studentB, student, mentor].map((u) => `${u.ime} ${u.korisnickoIme}`),
    );
  });

  it('lets time alone end an answer: a poll past its end leaves the list', async () => {
    await buildPoll(db(), ctx.w.users.mentor, {
      question: 'Proba u subotu?',
      endDate: inMinutes(1),
    });
    const questions = async () =>
      (await get('theoryStudent', '/api/polls/active'))
        .json()
        .polls.map((p: { question: string }) => p.question);
    expect(await questions()).toContain('Proba u subotu?');
    // Nothing is written from here on: only the clock moves past the poll's end.
    ctx.t.clock.now = new Date(inMinutes(1).getTime() + KEPT_ANSWER_MS);
    expect(await questions()).not.toContain('Proba u subotu?');
  });

  it('checks access before anything kept: a signed-out token gets 401', async () => {
    const token = as('mentor2');
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: '/api/user', headers: token })).statusCode,
    ).toBe(200);
    await ctx.t.app.inject({ method: 'POST', url: '/api/logout', headers: token });
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: '/api/user', headers: token })).statusCode,
    ).toBe(401);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('kept answers on PostgreSQL', () => {
  it('learn of a commit by another connection through the change notification', async () => {
    expect(await titles('student')).not.toContain('Iz druge veze');
    const schema = (
      await db()
        .selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('schema'))
        .executeTakeFirstOrThrow()
    ).schema;
    const other = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL,
      options: `-c search_path=${schema}`,
    });
    await other.connect();
    try {
      const { mentor } = ctx.w.users;
      await other.query(
        `insert into posts ("schoolId", "authorId", title, content, visibility, "showAllSchools", "createdAt", "updatedAt")
         values ($1, $2, 'Iz druge veze', '<p>x</p>', 'public', false, $3, $3)`,
        [mentor.schoolId, mentor.id, T0.toISOString()],
      );
    } finally {
      await other.end();
    }
    // The notice arrives on the listening connection shortly after the commit; the clock stands
    // still, so only the notice can make the kept list go.
    let seen = false;
    for (let i = 0; i < 100 && !seen; i++) {
      seen = (await titles('student')).includes('Iz druge veze');
      if (!seen) await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(true);
  });

  it('has the change triggers on every table (rows and TRUNCATE)', async () => {
    const { rows } = await sql<{ tablename: string }>`
      select tablename from pg_tables t
      where schemaname = current_schema() and tablename not like 'kysely_migration%'
        and (
          select count(*) from pg_trigger g
          where g.tgrelid = format('%I.%I', t.schemaname, t.tablename)::regclass
            and g.tgname in ('takt_data_changed', 'takt_data_changed_truncate')) < 2`.execute(db());
    expect(rows).toEqual([]);
  });
});
