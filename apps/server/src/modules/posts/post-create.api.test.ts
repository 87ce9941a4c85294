import { describe, expect, it } from 'vitest';
import { POST_CONTENT_MAX_LENGTH, POST_TITLE_MAX_LENGTH } from '@takt/shared/constants';
import { countRows, homeWorldPerFile, snapshot } from '../../../test/home-factories.ts';
import { postClient, validPost } from '../../../test/post-requests.ts';
import { unsafeHtmlFindings, xssCorpus } from './xss-corpus.ts';

/** Creating a post: who may, validation, and the sanitizing of what is stored. */

const ctx = homeWorldPerFile(new Date('2026-11-22T10:00:00.000Z'));
const { create } = postClient(ctx);

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
      author: { id: ctx.w.users.mentor.id, ime: 'Marko', prezime: 'Marković' },
    });
    const row = await ctx.t.database.db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ schoolId: ctx.w.schoolA, authorId: ctx.w.users.mentor.id });
  });

  it('lets an admin publish too, with defaults for visibility and showAllSchools', async () => {
    const res = await create('admin', { title: 'Obavijest', content: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().post).toMatchObject({ visibility: 'public', showAllSchools: false });
  });

  it('takes the school from the session, never from the body', async () => {
    const res = await create('mentor', { ...validPost, schoolId: ctx.w.schoolB, authorId: 1 });
    expect(res.statusCode).toBe(201);
    const row = await ctx.t.database.db
      .selectFrom('posts')
      .select(['schoolId', 'authorId'])
      .where('id', '=', res.json().post.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ schoolId: ctx.w.schoolA, authorId: ctx.w.users.mentor.id });
  });

  it.each(['student', 'theoryStudent', 'studentB'] as const)(
    'refuses a %s and writes nothing',
    async (role) => {
      const before = await countRows(ctx.t.database.db, 'posts');
      const res = await create(role, validPost);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Nemate ovlasti za ovu radnju.');
      expect(await countRows(ctx.t.database.db, 'posts')).toBe(before);
    },
  );

  it('refuses an anonymous caller', async () => {
    const res = await ctx.t.app.inject({ method: 'POST', url: '/api/posts', payload: validPost });
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
    const before = await snapshot(ctx.t.database.db, 'posts');
    const res = await create('mentor', { ...validPost, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'validation_error' });
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await snapshot(ctx.t.database.db, 'posts')).toEqual(before);
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
      const stored = await ctx.t.database.db
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
