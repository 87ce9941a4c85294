import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST_CONTENT_MAX_LENGTH, POST_TITLE_MAX_LENGTH } from '@takt/shared/constants';
import {
  buildHomeWorld,
  buildPost,
  countRows,
  snapshot,
  type HomeRole,
  type HomeWorld,
} from '../../../test/home-factories.ts';
import { bearer } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { unsafeHtmlFindings, xssCorpus } from './xss-corpus.ts';

let t: TestApp;
let w: HomeWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildHomeWorld(t);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date('2026-11-22T10:00:00.000Z');
});

const as = (role: HomeRole) => bearer(w.tokens[role]);
const validPost = {
  title: 'Božićni koncert',
  visibility: 'public',
  showAllSchools: false,
  content: '<p>Koncert je u <strong>subotu</strong>.</p>',
};

function create(role: HomeRole, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/posts', headers: as(role), payload });
}

describe('POST /api/posts', () => {
  it('lets a mentor publish and answers with the spec §3 post shape', async () => {
    const res = await create('mentor', { ...validPost, title: '  Božićni koncert  ' });
    expect(res.statusCode).toBe(201);
    const { post, message } = res.json();
    expect(message).toBe('Objava uspješno kreirana');
    expect(post).toEqual({
      id: expect.any(Number),
      title: 'Božićni koncert',
      content: '<p>Koncert je u <strong>subotu</strong>.</p>',
      visibility: 'public',
      showAllSchools: false,
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
      author: { id: w.users.mentor.id, ime: 'Marko', prezime: 'Marković' },
    });
    const row = await t.database.db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ schoolId: w.schoolA, authorId: w.users.mentor.id });
  });

  it('lets an admin publish too, with defaults for visibility and showAllSchools', async () => {
    const res = await create('admin', { title: 'Obavijest', content: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().post).toMatchObject({ visibility: 'public', showAllSchools: false });
  });

  it('takes the school from the session, never from the body', async () => {
    const res = await create('mentor', { ...validPost, schoolId: w.schoolB, authorId: 1 });
    expect(res.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('posts')
      .select(['schoolId', 'authorId'])
      .where('id', '=', res.json().post.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ schoolId: w.schoolA, authorId: w.users.mentor.id });
  });

  it.each(['student', 'theoryStudent', 'studentB'] as const)(
    'refuses a %s and writes nothing',
    async (role) => {
      const before = await countRows(t.database.db, 'posts');
      const res = await create(role, validPost);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Nemate ovlasti za ovu radnju.');
      expect(await countRows(t.database.db, 'posts')).toBe(before);
    },
  );

  it('refuses an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/posts', payload: validPost });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['an empty title', { title: '' }, 'title', 'Molimo unesite naslov objave'],
    ['a whitespace title', { title: ' \t\n ' }, 'title', 'Molimo unesite naslov objave'],
    ['a missing title', { title: undefined }, 'title', 'Molimo unesite naslov objave'],
    ['a number as title', { title: 42 }, 'title', 'Molimo unesite naslov objave'],
    [
      'a title that is too long',
      { title: 'x'.repeat(POST_TITLE_MAX_LENGTH + 1) },
      'title',
      'Naslov objave može imati najviše 200 znakova',
    ],
    [
      'an unknown visibility',
      { visibility: 'everyone' },
      'visibility',
      'Odaberite vidljivost objave: javno, samo mentori ili samo administratori',
    ],
    [
      'visibility in the wrong case',
      { visibility: 'ADMIN' },
      'visibility',
      'Odaberite vidljivost objave: javno, samo mentori ili samo administratori',
    ],
    [
      'oversize content',
      { content: '<p>' + 'a'.repeat(POST_CONTENT_MAX_LENGTH) + '</p>' },
      'content',
      'Sadržaj objave je predug (najviše 100 000 znakova)',
    ],
    [
      'showAllSchools as a string',
      { showAllSchools: 'yes' },
      'showAllSchools',
      'Molimo provjerite unesene podatke i pokušajte ponovno.',
    ],
  ])('refuses %s with a Croatian 400 and writes nothing', async (_c, patch, field, message) => {
    const before = await snapshot(t.database.db, 'posts');
    const res = await create('mentor', { ...validPost, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'validation_error' });
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await snapshot(t.database.db, 'posts')).toEqual(before);
  });

  it('accepts content of exactly the maximum size', async () => {
    const content = 'a'.repeat(POST_CONTENT_MAX_LENGTH);
    const res = await create('mentor', { ...validPost, content });
    expect(res.statusCode).toBe(201);
    expect(res.json().post.content).toBe(content);
  });

  it('sanitizes every vector of the XSS corpus before storing it', async () => {
    for (const vector of xssCorpus) {
      const res = await create('mentor', {
        ...validPost,
        title: `XSS ${vector.name}`,
        content: `<p>prije</p>${vector.html}`,
      });
      expect(res.statusCode, vector.name).toBe(201);
      const { id, content } = res.json().post;
      const stored = await t.database.db
        .selectFrom('posts')
        .select('content')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.content, vector.name).toBe(content);
      expect(unsafeHtmlFindings(stored.content), vector.name).toEqual([]);
      expect(stored.content).not.toMatch(/<script|<[^>]*\son\w+\s*=|javascript:|vbscript:/i);
      expect(stored.content.startsWith('<p>prije</p>'), vector.name).toBe(true);
    }
  });

  it('stores links as the editor rules want them', async () => {
    const res = await create('mentor', {
      ...validPost,
      content:
        '<p><a href="https://skola.hr">web</a> i ' +
        '<a data-document-id="7" href="https://evil.example/x">Dokument 7</a></p>',
    });
    expect(res.json().post.content).toBe(
      '<p><a href="https://skola.hr" target="_blank" rel="noopener noreferrer nofollow">web</a> i ' +
        '<a data-document-id="7" href="/documents/7">Dokument 7</a></p>',
    );
  });
});

describe('GET /api/posts: who receives what', () => {
  let titles: Record<string, string>;
  beforeAll(async () => {
    const db = t.database.db;
    // A separate world, so posts written by other tests do not blur the picture.
    const v = await buildHomeWorld(t, 'vid-');
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
    const res = await t.app.inject({
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
    const res = await t.app.inject({ method: 'GET', url: '/api/posts', headers: as('student') });
    expect(res.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(res.headers['vary']).toMatch(/authorization/i);
  });
});

describe('GET /api/posts: pages and the mine tab', () => {
  let p: HomeWorld;
  beforeAll(async () => {
    p = await buildHomeWorld(t, 'pg-');
    for (let i = 1; i <= 5; i++)
      await buildPost(t.database.db, p.users.mentor, { title: `pg ${i}` });
    await buildPost(t.database.db, p.users.mentor2, { title: 'pg drugi' });
  });

  it('walks the mentor’s own posts newest first, without gaps or repeats', async () => {
    const pages: string[][] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await t.app.inject({
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
    const res = await t.app.inject({
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
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/posts?${query}`,
      headers: bearer(p.tokens.mentor),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('author-only detail, edit and delete', () => {
  let postId: number;
  beforeEach(async () => {
    postId = await buildPost(t.database.db, w.users.mentor, {
      title: 'Moja objava',
      visibility: 'mentor',
      at: '2026-11-01T08:00:00.000Z',
    });
  });

  const edit = (role: HomeRole, id: number | string, payload: object = validPost) =>
    t.app.inject({ method: 'PUT', url: `/api/posts-edit/${id}`, headers: as(role), payload });

  it('shows the author the detail', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${postId}`,
      headers: as('mentor'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().post).toMatchObject({
      id: postId,
      title: 'Moja objava',
      visibility: 'mentor',
    });
  });

  it.each([
    ['mentor2', 403, 'Samo autor objave može je uređivati ili obrisati.'],
    ['admin', 403, 'Samo autor objave može je uređivati ili obrisati.'],
    ['adminB', 404, 'Objava nije pronađena'],
    ['mentorB', 404, 'Objava nije pronađena'],
    ['theoryStudent', 403, 'Nemate ovlasti za ovu radnju.'],
  ] as const)('refuses the detail to %s (%i)', async (role, status, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${postId}`,
      headers: as(role),
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('lets the author edit: sanitized, new updatedAt, same createdAt', async () => {
    t.clock.now = new Date('2026-11-22T12:30:00.000Z');
    const res = await edit('mentor', postId, {
      title: ' Novi naslov ',
      visibility: 'admin',
      showAllSchools: true,
      content: '<p onclick="x()">Novo</p><script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Objava uspješno ažurirana');
    expect(res.json().post).toMatchObject({
      id: postId,
      title: 'Novi naslov',
      visibility: 'admin',
      showAllSchools: true,
      content: '<p>Novo</p>',
      createdAt: '2026-11-01T08:00:00.000Z',
      updatedAt: '2026-11-22T12:30:00.000Z',
    });
    const row = await t.database.db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe('<p>Novo</p>');
  });

  it.each([
    ['mentor2', 403, 'Samo autor objave može je uređivati ili obrisati.'],
    ['admin', 403, 'Samo autor objave može je uređivati ili obrisati.'],
    ['adminB', 404, 'Objava nije pronađena'],
    ['student', 403, 'Nemate ovlasti za ovu radnju.'],
  ] as const)('refuses an edit by %s (%i) and changes nothing', async (role, status, message) => {
    const before = await snapshot(t.database.db, 'posts');
    const res = await edit(role, postId);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await snapshot(t.database.db, 'posts')).toEqual(before);
  });

  it('refuses an edit with a blank title and changes nothing', async () => {
    const before = await snapshot(t.database.db, 'posts');
    const res = await edit('mentor', postId, { ...validPost, title: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Molimo unesite naslov objave');
    expect(await snapshot(t.database.db, 'posts')).toEqual(before);
  });

  it('answers 404 for a missing post and 400 for a malformed id', async () => {
    expect((await edit('mentor', 99_999_999)).statusCode).toBe(404);
    const bad = await edit('mentor', 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Neispravan identifikator');
  });

  it.each([
    ['mentor2', 403],
    ['admin', 403],
    ['adminB', 404],
    ['mentorB', 404],
    ['student', 403],
  ] as const)('refuses a delete by %s (%i) and keeps the post', async (role, status) => {
    const before = await snapshot(t.database.db, 'posts');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${postId}`,
      headers: as(role),
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/[čćšžđ]|Nemate|nije/);
    expect(await snapshot(t.database.db, 'posts')).toEqual(before);
  });

  it('lets the author delete, once', async () => {
    const before = await countRows(t.database.db, 'posts');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${postId}`,
      headers: as('mentor'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Objava uspješno obrisana' });
    expect(await countRows(t.database.db, 'posts')).toBe(before - 1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${postId}`,
      headers: as('mentor'),
    });
    expect(again.statusCode).toBe(404);
  });
});
