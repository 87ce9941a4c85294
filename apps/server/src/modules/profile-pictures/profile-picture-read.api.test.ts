import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfileWorld, type ProfileWorld } from '../../../test/profile-factories.ts';
import { bearer } from '../../../test/http.ts';
import { image, multipart, pictureClient } from '../../../test/picture-requests.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let w: ProfileWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildProfileWorld(t, 'pic');
});
afterAll(() => t.close());

const { upload, read } = pictureClient(() => ({ t, w }));

describe('GET and DELETE /api/profile-picture', () => {
  it('gives the picture to the same school with an ETag, 304 when unchanged', async () => {
    await upload(
      'admin',
      multipart([{ filename: 'a.gif', type: 'image/gif', data: await image('gif') }]),
    );
    const res = await read('student', w.users.admin.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.profilePicture.contentType).toBe('image/webp');
    expect((await sharp(Buffer.from(body.profilePicture.data, 'base64')).metadata()).width).toBe(
      240,
    );
    const again = await read('student', w.users.admin.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await read('student', w.users.admin.id, { 'if-none-match': '"0000"' });
    expect(stale.statusCode).toBe(200);
  });

  it('offers the file id: the same school reads the bytes at /api/files, another does not', async () => {
    await upload(
      'mentor',
      multipart([{ filename: 'a.png', type: 'image/png', data: await image('png') }]),
    );
    const body = (await read('student', w.users.mentor.id)).json();
    const file = (role: 'student' | 'adminB') =>
      t.app.inject({
        method: 'GET',
        url: `/api/files/${body.profilePicture.fileId}`,
        headers: bearer(w.tokens[role]),
      });
    const same = await file('student');
    expect(same.statusCode).toBe(200);
    expect(same.headers['content-type']).toBe('image/webp');
    expect(same.rawPayload.toString('base64')).toBe(body.profilePicture.data);
    expect((await file('adminB')).statusCode).toBe(404);
    // An owner who left the school takes the picture out of everyone's sight.
    await t.database.db
      .updateTable('users')
      .set({ isActive: false })
      .where('id', '=', w.users.mentor.id)
      .execute();
    expect((await file('student')).statusCode).toBe(404);
    await t.database.db
      .updateTable('users')
      .set({ isActive: true })
      .where('id', '=', w.users.mentor.id)
      .execute();
  });

  it('answers null for no picture, 404 for another school or a missing user, 400 for a bad id', async () => {
    const none = await read('student', w.users.mentor2.id);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ success: true, profilePicture: null });
    expect(none.headers.etag).toBeUndefined();
    const other = await read('adminB', w.users.admin.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Profilna slika nije pronađena.');
    expect((await read('student', 99_999_999)).statusCode).toBe(404);
    expect((await read('student', 0)).statusCode).toBe(400);
  });

  it('deletes one’s own picture only', async () => {
    await upload(
      'student2',
      multipart([{ filename: 'a.png', type: 'image/png', data: await image('png') }]),
    );
    expect((await read('mentor', w.users.student2.id)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile-picture',
      headers: bearer(w.tokens.student2),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await read('mentor', w.users.student2.id)).json().profilePicture).toBeNull();
    // The admin's picture is untouched by someone else's delete.
    expect((await read('student2', w.users.admin.id)).statusCode).toBe(200);
  });
});

describe('upload rate limit', () => {
  it('admits 20 uploads per person in 10 minutes, then answers 429 and keeps the last picture', async () => {
    const small = async () =>
      multipart([{ filename: 'a.png', type: 'image/png', data: await image('png', 40, 30) }]);
    for (let i = 0; i < 20; i++) {
      expect((await upload('mentor2', await small())).statusCode).toBe(200);
    }
    const kept = String((await read('mentor2', w.users.mentor2.id)).headers.etag);
    const refused = await upload(
      'mentor2',
      multipart([{ filename: 'b.gif', type: 'image/gif', data: await image('gif', 50, 50) }]),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Previše pokušaja. Molimo pričekajte nekoliko minuta prije ponovnog pokušaja.',
    );
    expect(refused.headers['retry-after']).toBeDefined();
    expect(String((await read('mentor2', w.users.mentor2.id)).headers.etag)).toBe(kept);
    // The limit is per person: someone else still uploads.
    expect((await upload('student', await small())).statusCode).toBe(200);
  });
});
