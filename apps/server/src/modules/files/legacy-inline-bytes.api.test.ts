import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../db/migrate.ts';
import { buildSchool, buildUser } from '../../../test/factories.ts';
import { filesOnDisk } from '../../../test/file-uploads.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFilesRepository } from './files.repository.ts';
import { moveInlineBytes } from './legacy-inline-bytes.ts';

/**
 * Profile pictures from before file storage were rows of `files` with their bytes in `data`.
 * The migration keeps them (bytes in `inlineData`), and the files module's startup step moves
 * them to storage.
 */
let t: TestApp;
let old: { schoolId: number; userId: number; username: string; fileId: number; webp: Buffer };
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

beforeAll(async () => {
  const webp = await sharp({ create: { width: 240, height: 240, channels: 3, background: 'navy' } })
    .webp()
    .toBuffer();
  t = await createTestApp({
    // The database as the last release left it: migrated up to before files, with a picture.
    prepareDatabase: async ({ db }) => {
      await migrateTo(db, '2026-11-25T0000-platform');
      const schoolId = await buildSchool(db, 'Stara škola');
      const user = await buildUser(db, { schoolId, korisnickoIme: 'stara.slika' });
      await sql`insert into files ("schoolId", "ownerId", "purpose", "contentType", "size", "sha256", "data", "createdAt")
        values (${schoolId}, ${user.id}, 'profile-picture', 'image/webp', ${webp.length}, ${sha256(webp)}, ${webp}, ${new Date().toISOString()})`.execute(
        db,
      );
      const { id } = await db.selectFrom('files').select('id').executeTakeFirstOrThrow();
      old = { schoolId, userId: user.id, username: 'stara.slika', fileId: id, webp };
      await migrateToLatest(db);
    },
  });
});
afterAll(() => t.close());

const mover = () =>
  moveInlineBytes({
    files: createFilesRepository(t.app.platform.data),
    storage: t.app.platform.storage,
    transactor: t.app.platform.transactor,
  });
const rowOf = (id: number) =>
  t.database.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('pictures stored in the database before file storage', () => {
  it('are on disk once the app has started, with the same hash, and read as before', async () => {
    const row = await rowOf(old.fileId);
    expect(row.inlineData).toBeNull();
    expect(row.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(row.sha256).toBe(sha256(old.webp));
    expect(await filesOnDisk(t.app)).toHaveLength(1);

    const token = await loginAs(t.app, old.username);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/profile-picture/${old.userId}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(`"${sha256(old.webp).slice(0, 32)}"`);
    expect(Buffer.from(res.json().profilePicture.data, 'base64').equals(old.webp)).toBe(true);
    const direct = await t.app.inject({
      method: 'GET',
      url: `/api/files/${res.json().profilePicture.fileId}`,
      headers: bearer(token),
    });
    expect(direct.rawPayload.equals(old.webp)).toBe(true);
  });

  it('are served from the row until moved, and moved once however often the step runs', async () => {
    const user = await buildUser(t.database.db, {
      schoolId: old.schoolId,
      korisnickoIme: 'jos.jedna',
    });
    const bytes = [Buffer.from('prva slika'), Buffer.from('druga slika')];
    const ids: number[] = [];
    for (const data of bytes) {
      const row = await t.database.db
        .insertInto('files')
        .values({
          schoolId: old.schoolId,
          ownerId: user.id,
          purpose: 'document',
          contentType: 'text/plain',
          size: data.length,
          sha256: sha256(data),
          inlineData: data,
          createdAt: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const token = await loginAs(t.app, 'jos.jedna');
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/files/${ids[0]}`,
      headers: { ...bearer(token), range: 'bytes=0-3' },
    });
    expect(before.statusCode).toBe(206);
    expect(before.body).toBe('prva');

    const onDisk = (await filesOnDisk(t.app)).length;
    // Two instances starting at once: each row moves once, no copy is left behind.
    const [a, b] = await Promise.all([mover(), mover()]);
    expect(a + b).toBe(2);
    expect(await filesOnDisk(t.app)).toHaveLength(onDisk + 2);
    expect(await mover()).toBe(0);
    for (const [i, id] of ids.entries()) {
      const row = await rowOf(id);
      expect(row.inlineData).toBeNull();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/files/${id}`,
        headers: bearer(token),
      });
      expect(res.rawPayload.equals(bytes[i]!)).toBe(true);
    }
  });
});
