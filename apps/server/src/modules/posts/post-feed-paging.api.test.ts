import { beforeAll, describe, expect, it } from 'vitest';
import { buildHomeWorld, buildPost, homeWorldPerFile } from '../../../test/home-factories.ts';
import { bearer } from '../../../test/http.ts';

/**
 * The feed merges the school's own posts with other schools' posts shown to all: pages must walk
 * both newest first, interleaved, without gaps or repeats.
 */
const ctx = homeWorldPerFile(new Date('2026-11-22T10:00:00.000Z'));

describe('GET /api/posts: paging across own and shared posts', () => {
  let token: string;
  beforeAll(async () => {
    const db = ctx.t.database.db;
    const v = await buildHomeWorld(ctx.t, 'mix-');
    token = v.tokens.student;
    const plan: Array<[string, 'mentor' | 'mentorB', 'public' | 'mentor', boolean]> = [
      ['mix 1 own', 'mentor', 'public', false],
      ['mix 2 shared', 'mentorB', 'public', true],
      ['mix 3 own hidden', 'mentor', 'mentor', false],
      ['mix 4 other school', 'mentorB', 'public', false],
      ['mix 5 own shared', 'mentor', 'public', true],
      ['mix 6 shared', 'mentorB', 'public', true],
      ['mix 7 own', 'mentor', 'public', false],
      ['mix 8 shared hidden', 'mentorB', 'mentor', true],
      ['mix 9 own', 'mentor', 'public', false],
    ];
    for (const [title, author, visibility, showAllSchools] of plan) {
      await buildPost(db, v.users[author], { title, visibility, showAllSchools });
    }
  });

  it.each([1, 2, 3, 10])('walks the feed %i at a time', async (limit) => {
    const seen: string[] = [];
    let cursor: string | null = '';
    for (let guard = 0; cursor !== null && guard < 20; guard++) {
      const res = await ctx.t.app.inject({
        method: 'GET',
        url: `/api/posts?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      const body: { posts: { title: string }[]; nextCursor: string | null } = res.json();
      expect(body.posts.length).toBeLessThanOrEqual(limit);
      seen.push(...body.posts.map((p) => p.title));
      cursor = body.nextCursor;
    }
    expect(seen.filter((t) => t.startsWith('mix '))).toEqual([
      'mix 9 own',
      'mix 7 own',
      'mix 6 shared',
      'mix 5 own shared',
      'mix 2 shared',
      'mix 1 own',
    ]);
  });
});
