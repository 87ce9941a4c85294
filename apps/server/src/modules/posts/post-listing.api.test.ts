import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildHomeWorld,
  buildPost,
  type HomeRole,
  type HomeWorld,
  homeWorldPerFile,
} from '../../../test/home-factories.ts';
import { bearer } from '../../../test/http.ts';

/** The post list: who receives which post, paging with a cursor, and the mine tab. */

const ctx = homeWorldPerFile(new Date('2026-11-22T10:00:00.000Z'));
const { as } = ctx;

describe('GET /api/posts: who receives what', () => {
  let titles: Record<string, string>;
  beforeAll(async () => {
    const db = ctx.t.database.db;
    // A separate world, so posts written by other tests do not blur the picture.
    const v = await buildHomeWorld(ctx.t, 'vid-');
    const { users } = v;
    titles = {};
    const make = async (
      key: string,
      author: HomeRole,
      visibility: 'public' | 'mentor' | 'admin',
      showAllSchools = false,
    ) => {
      titles[key] = `vid ${key}`;
      await buildPost(db, users[author], { title: titles[key], visibility, showAllSchools });
    };
    await make('A-public', 'mentor', 'public');
    await make('A-mentor', 'mentor', 'mentor');
    await make('A-admin', 'admin', 'admin');
    await make('A-mentor-writes-admin', 'mentor2', 'admin');
    await make('B-public', 'mentorB', 'public');
    await make('B-public-all', 'mentorB', 'public', true);
    await make('B-mentor-all', 'adminB', 'mentor', true);
    await make('B-admin-all', 'adminB', 'admin', true);
    visTokens = v.tokens;
  });
  let visTokens: Record<HomeRole, string>;

  async function seen(role: HomeRole): Promise<string[]> {
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/posts?limit=50',
      headers: bearer(visTokens[role]),
    });
    expect(res.statusCode).toBe(200);
    return res
      .json()
      .posts.map((p: { title: string }) => p.title)
      .filter((title: string) => title.startsWith('vid '))
      .map((title: string) => title.slice(4))
      .sort();
  }

  it.each([
    ['student', ['A-public', 'B-public-all']],
    ['theoryStudent', ['A-public', 'B-public-all']],
    ['mentor', ['A-mentor', 'A-public', 'B-mentor-all', 'B-public-all']],
    // A plain mentor never receives admin posts, except the one they wrote themself.
    ['mentor2', ['A-mentor', 'A-mentor-writes-admin', 'A-public', 'B-mentor-all', 'B-public-all']],
    [
      'admin',
      [
        'A-admin',
        'A-mentor',
        'A-mentor-writes-admin',
        'A-public',
        'B-admin-all',
        'B-mentor-all',
        'B-public-all',
      ],
    ],
    ['studentB', ['B-public', 'B-public-all']],
    ['mentorB', ['B-mentor-all', 'B-public', 'B-public-all']],
    ['adminB', ['B-admin-all', 'B-mentor-all', 'B-public', 'B-public-all']],
  ] as const)('%s receives %j', async (role, expected) => {
    expect(await seen(role)).toEqual([...expected].sort());
  });

  it('marks the response private so no shared cache stores it', async () => {
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/posts',
      headers: as('student'),
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['vary']).toMatch(/authorization/i);
  });
});

describe('GET /api/posts: pages and the mine tab', () => {
  let p: HomeWorld;
  beforeAll(async () => {
    p = await buildHomeWorld(ctx.t, 'pg-');
    for (let i = 1; i <= 5; i++)
      await buildPost(ctx.t.database.db, p.users.mentor, { title: `pg ${i}` });
    await buildPost(ctx.t.database.db, p.users.mentor2, { title: 'pg drugi' });
  });

  it('walks the mentor’s own posts newest first, without gaps or repeats', async () => {
    const pages: string[][] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await ctx.t.app.inject({
        method: 'GET',
        url: `/api/posts?mine=1&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        headers: bearer(p.tokens.mentor),
      });
      expect(res.statusCode).toBe(200);
      const body: { posts: { title: string }[]; nextCursor: string | null } = res.json();
      pages.push(body.posts.map((x) => x.title));
      cursor = body.nextCursor;
      expect(pages.length).toBeLessThan(5);
    }
    expect(pages).toEqual([['pg 5', 'pg 4'], ['pg 3', 'pg 2'], ['pg 1']]);
  });

  it('gives a student an empty mine tab', async () => {
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/posts?mine=true',
      headers: bearer(p.tokens.student),
    });
    expect(res.json()).toEqual({ posts: [], nextCursor: null });
  });

  it.each([
    ['cursor=abc', 'Neispravna oznaka stranice'],
    ['cursor=-1', 'Neispravna oznaka stranice'],
    ['limit=0', 'Molimo provjerite unesene podatke i pokušajte ponovno.'],
    ['limit=51', 'Molimo provjerite unesene podatke i pokušajte ponovno.'],
    ['mine=maybe', 'Molimo provjerite unesene podatke i pokušajte ponovno.'],
  ])('refuses ?%s in Croatian', async (query, message) => {
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/posts?${query}`,
      headers: bearer(p.tokens.mentor),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
