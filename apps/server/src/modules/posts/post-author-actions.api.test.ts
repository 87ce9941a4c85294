import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildPost,
  countRows,
  snapshot,
  type HomeRole,
  homeWorldPerFile,
} from '../../../test/home-factories.ts';
import { validPost } from '../../../test/post-requests.ts';

/** A post's detail, edit and delete: the author's alone, within the school. */

const ctx = homeWorldPerFile(new Date('2026-11-22T10:00:00.000Z'));
const { as } = ctx;

describe('author-only detail, edit and delete', () => {
  let postId: number;
  beforeEach(async () => {
    postId = await buildPost(ctx.t.database.db, ctx.w.users.mentor, {
      title: 'Moja objava',
      visibility: 'mentor',
      at: '2026-11-01T08:00:00.000Z',
    });
  });

  const edit = (role: HomeRole, id: number | string, payload: object = validPost) =>
    ctx.t.app.inject({ method: 'PUT', url: `/api/posts-edit/${id}`, headers: as(role), payload });

  it('shows the author the detail', async () => {
    const res = await ctx.t.app.inject({
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
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/posts/${postId}`,
      headers: as(role),
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('lets the author edit: sanitized, new updatedAt, same createdAt', async () => {
    ctx.t.clock.now = new Date('2026-11-22T12:30:00.000Z');
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
    const row = await ctx.t.database.db
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
    const before = await snapshot(ctx.t.database.db, 'posts');
    const res = await edit(role, postId);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await snapshot(ctx.t.database.db, 'posts')).toEqual(before);
  });

  it('keeps what an edit leaves out: visibility, reach and content stay as stored', async () => {
    await edit('mentor', postId, {
      title: 'Prvi',
      visibility: 'admin',
      showAllSchools: true,
      content: '<p>Sadržaj</p>',
    });
    const res = await edit('mentor', postId, { title: 'Samo naslov' });
    expect(res.statusCode).toBe(200);
    expect(res.json().post).toMatchObject({
      title: 'Samo naslov',
      visibility: 'admin',
      showAllSchools: true,
      content: '<p>Sadržaj</p>',
    });
  });

  it('refuses an edit with a blank title and changes nothing', async () => {
    const before = await snapshot(ctx.t.database.db, 'posts');
    const res = await edit('mentor', postId, { ...validPost, title: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Molimo unesite naslov objave');
    expect(await snapshot(ctx.t.database.db, 'posts')).toEqual(before);
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
    const before = await snapshot(ctx.t.database.db, 'posts');
    const res = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${postId}`,
      headers: as(role),
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/[čćšžđ]|Nemate|nije/);
    expect(await snapshot(ctx.t.database.db, 'posts')).toEqual(before);
  });

  it('lets the author delete, once', async () => {
    const before = await countRows(ctx.t.database.db, 'posts');
    const res = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${postId}`,
      headers: as('mentor'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Objava uspješno obrisana' });
    expect(await countRows(ctx.t.database.db, 'posts')).toBe(before - 1);
    const again = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${postId}`,
      headers: as('mentor'),
    });
    expect(again.statusCode).toBe(404);
  });
});
