import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfileWorld, type ProfileWorld } from '../../../test/profile-factories.ts';
import { bearer } from '../../../test/http.ts';
import { BOUNDARY, image, multipart, pictureClient } from '../../../test/picture-requests.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let w: ProfileWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildProfileWorld(t, 'pic');
});
afterAll(() => t.close());

const { upload } = pictureClient(() => ({ t, w }));

const countFiles = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const readStored = async (key: string | null) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await t.app.platform.storage.get(String(key))) chunks.push(chunk);
  return Buffer.concat(chunks);
};

describe('POST /api/profile-picture/upload', () => {
  it.each(['jpeg', 'png', 'gif'] as const)(
    'takes a real %s and stores a small WebP without metadata',
    async (format) => {
      const original = await image(format);
      const res = await upload(
        'student',
        multipart([{ filename: `slika.${format}`, type: `image/${format}`, data: original }]),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Profilna slika je uspješno postavljena',
      });
      const row = await t.database.db
        .selectFrom('files')
        .selectAll()
        .where('ownerId', '=', w.users.student.id)
        .executeTakeFirstOrThrow();
      // The bytes live in file storage now, the row only says where.
      expect(row.inlineData).toBeNull();
      const data = await readStored(row.storageKey);
      expect(row.contentType).toBe('image/webp');
      expect(row.size).toBe(data.length);
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(data.length).toBeLessThan(20_000);
      const meta = await sharp(data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 240, height: 240 });
      expect(meta.exif).toBeUndefined();
      expect(data.includes(Buffer.from('Tajni Autor'))).toBe(false);
    },
  );

  it('keeps one picture per person', async () => {
    await upload(
      'mentor',
      multipart([{ filename: 'a.png', type: 'image/png', data: await image('png') }]),
    );
    await upload(
      'mentor',
      multipart([{ filename: 'b.jpg', type: 'image/jpeg', data: await image('jpeg') }]),
    );
    const rows = await t.database.db
      .selectFrom('files')
      .select('id')
      .where('ownerId', '=', w.users.mentor.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('judges by the bytes: a PNG named .jpg and claimed as GIF is a PNG', async () => {
    const res = await upload(
      'sibling',
      multipart([{ filename: 'slika.jpg', type: 'image/gif', data: await image('png') }]),
    );
    expect(res.statusCode).toBe(200);
  });

  const refused: [string, () => Promise<Buffer>, number, string][] = [
    [
      'a text file named x.png claimed as image/png',
      async () =>
        multipart([
          { filename: 'x.png', type: 'image/png', data: Buffer.from('ovo nije slika, samo tekst') },
        ]),
      400,
      'Nepodržani format slike. Dozvoljeni formati su: JPEG, PNG i GIF.',
    ],
    [
      'an SVG claimed as PNG',
      async () =>
        multipart([
          {
            filename: 'x.png',
            type: 'image/png',
            data: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
            ),
          },
        ]),
      400,
      'Nepodržani format slike. Dozvoljeni formati su: JPEG, PNG i GIF.',
    ],
    [
      'a WebP (a real image, not an allowed format)',
      async () =>
        multipart([
          {
            filename: 'x.jpg',
            type: 'image/jpeg',
            data: await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
              .webp()
              .toBuffer(),
          },
        ]),
      400,
      'Nepodržani format slike. Dozvoljeni formati su: JPEG, PNG i GIF.',
    ],
    [
      'PNG magic bytes with garbage after them',
      async () =>
        multipart([
          {
            filename: 'x.png',
            type: 'image/png',
            data: Buffer.concat([(await image('png')).subarray(0, 16), Buffer.alloc(500, 7)]),
          },
        ]),
      400,
      'Nepodržani format slike. Dozvoljeni formati su: JPEG, PNG i GIF.',
    ],
    [
      'a 6 MB file',
      async () =>
        multipart([
          {
            filename: 'velika.png',
            type: 'image/png',
            data: Buffer.concat([
              (await image('png')).subarray(0, 8),
              Buffer.alloc(6 * 1024 * 1024, 1),
            ]),
          },
        ]),
      413,
      'Slika je prevelika. Maksimalna veličina je 5MB.',
    ],
    ['an empty multipart body', async () => multipart([]), 400, 'Odaberite sliku za prijenos.'],
    [
      'an empty file',
      async () => multipart([{ filename: 'x.png', type: 'image/png', data: Buffer.alloc(0) }]),
      400,
      'Odaberite sliku za prijenos.',
    ],
    [
      'a file in another field',
      async () =>
        multipart([
          { field: 'avatar', filename: 'x.png', type: 'image/png', data: await image('png') },
        ]),
      400,
      'Odaberite sliku za prijenos.',
    ],
    [
      'two files',
      async () =>
        multipart([
          { filename: 'x.png', type: 'image/png', data: await image('png') },
          { filename: 'y.png', type: 'image/png', data: await image('png') },
        ]),
      400,
      'Odaberite sliku za prijenos.',
    ],
  ];
  it.each(refused)('refuses %s and stores nothing', async (_label, body, status, message) => {
    const before = await countFiles();
    const res = await upload('student2', await body());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await countFiles()).toBe(before);
  });

  it('refuses a JSON body and anonymous callers', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/profile-picture/upload',
      headers: bearer(w.tokens.student2),
      payload: { profilePicture: 'aGVsbG8=' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Odaberite sliku za prijenos.');
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/profile-picture/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart([]),
    });
    expect(anon.statusCode).toBe(401);
  });
});
