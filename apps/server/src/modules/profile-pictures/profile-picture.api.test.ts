import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfileWorld, type ProfileRole, type ProfileWorld } from '../../../test/profile-factories.ts';
import { bearer } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let w: ProfileWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildProfileWorld(t, 'pic');
});
afterAll(() => t.close());

const BOUNDARY = '----takt-test-boundary';

/** A multipart body as a browser sends it; `parts` empty gives a body with no file at all. */
function multipart(parts: { field?: string; filename: string; type: string; data: Buffer }[]) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.field ?? 'profilePicture'}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const upload = (role: ProfileRole, body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile-picture/upload',
    headers: { ...bearer(w.tokens[role]), 'content-type': contentType },
    payload: body,
  });
const read = (role: ProfileRole, userId: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/profile-picture/${userId}`, headers: { ...bearer(w.tokens[role]), ...headers } });

/** A real photo-sized image in the given format, with EXIF metadata to be stripped. */
async function image(format: 'jpeg' | 'png' | 'gif', width = 800, height = 600) {
  const base = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  }).withExif({ IFD0: { Artist: 'Tajni Autor', Copyright: 'GPS 45.81,15.98' } });
  return base[format]().toBuffer();
}

const countFiles = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/profile-picture/upload', () => {
  it.each(['jpeg', 'png', 'gif'] as const)(
    'takes a real %s and stores a small WebP without metadata',
    async (format) => {
      const original = await image(format);
      const res = await upload('student', multipart([{ filename: `slika.${format}`, type: `image/${format}`, data: original }]));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Profilna slika je uspješno postavljena' });
      const row = await t.database.db
        .selectFrom('files')
        .selectAll()
        .where('ownerId', '=', w.users.student.id)
        .executeTakeFirstOrThrow();
      const data = Buffer.from(row.data);
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
    await upload('mentor', multipart([{ filename: 'a.png', type: 'image/png', data: await image('png') }]));
    await upload('mentor', multipart([{ filename: 'b.jpg', type: 'image/jpeg', data: await image('jpeg') }]));
    const rows = await t.database.db.selectFrom('files').select('id').where('ownerId', '=', w.users.mentor.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('judges by the bytes: a PNG named .jpg and claimed as GIF is a PNG', async () => {
    const res = await upload('sibling', multipart([{ filename: 'slika.jpg', type: 'image/gif', data: await image('png') }]));
    expect(res.statusCode).toBe(200);
  });

  const refused: [string, () => Promise<Buffer>, number, string][] = [
    ['a text file named x.png claimed as image/png', async () => multipart([{ filename: 'x.png', type: 'image/png', data: Buffer.from('ovo nije slika, samo tekst') }]), 400, 'Nepodržani format slike. Dozvoljeni formati su: JPEG, PNG i GIF.'],
    ['an SVG claimed as PNG', async () => multipart([{ filename: 'x.png', type: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }]), 400, 'Nepodržani format slike. Dozvoljeni formati su: JPEG, PNG i GIF.'],
    ['a WebP (a real image, not an allowed format)', async () => multipart([{ filename: 'x.jpg', type: 'image/jpeg', data: await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } }).webp().toBuffer() }]), 400, 'Nepodržani format slike. Dozvoljeni formati su: JPEG, PNG i GIF.'],
    ['PNG magic bytes with garbage after them', async () => multipart([{ filename: 'x.png', type: 'image/png', data: Buffer.concat([(await image('png')).subarray(0, 16), Buffer.alloc(500, 7)]) }]), 400, 'Nepodržani format slike. Dozvoljeni formati su: JPEG, PNG i GIF.'],
    ['a 6 MB file', async () => multipart([{ filename: 'velika.png', type: 'image/png', data: Buffer.concat([(await image('png')).subarray(0, 8), Buffer.alloc(6 * 1024 * 1024, 1)]) }]), 413, 'Slika je prevelika. Maksimalna veličina je 5MB.'],
    ['an empty multipart body', async () => multipart([]), 400, 'Odaberite sliku za prijenos.'],
    ['an empty file', async () => multipart([{ filename: 'x.png', type: 'image/png', data: Buffer.alloc(0) }]), 400, 'Odaberite sliku za prijenos.'],
    ['a file in another field', async () => multipart([{ field: 'avatar', filename: 'x.png', type: 'image/png', data: await image('png') }]), 400, 'Odaberite sliku za prijenos.'],
    ['two files', async () => multipart([{ filename: 'x.png', type: 'image/png', data: await image('png') }, { filename: 'y.png', type: 'image/png', data: await image('png') }]), 400, 'Odaberite sliku za prijenos.'],
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
    const anon = await t.app.inject({ method: 'POST', url: '/api/profile-picture/upload', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: multipart([]) });
    expect(anon.statusCode).toBe(401);
  });
});

describe('GET and DELETE /api/profile-picture', () => {
  it('gives the picture to the same school with an ETag, 304 when unchanged', async () => {
    await upload('admin', multipart([{ filename: 'a.gif', type: 'image/gif', data: await image('gif') }]));
    const res = await read('student', w.users.admin.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.profilePicture.contentType).toBe('image/webp');
    expect((await sharp(Buffer.from(body.profilePicture.data, 'base64')).metadata()).width).toBe(240);
    const again = await read('student', w.users.admin.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await read('student', w.users.admin.id, { 'if-none-match': '"0000"' });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 404 for no picture, another school, a missing user; 400 for a bad id', async () => {
    expect((await read('student', w.users.mentor2.id)).statusCode).toBe(404);
    const other = await read('adminB', w.users.admin.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Profilna slika nije pronađena.');
    expect((await read('student', 99_999_999)).statusCode).toBe(404);
    expect((await read('student', 0)).statusCode).toBe(400);
  });

  it('deletes one’s own picture only', async () => {
    await upload('student2', multipart([{ filename: 'a.png', type: 'image/png', data: await image('png') }]));
    expect((await read('mentor', w.users.student2.id)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/profile-picture', headers: bearer(w.tokens.student2) });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await read('mentor', w.users.student2.id)).statusCode).toBe(404);
    // The admin's picture is untouched by someone else's delete.
    expect((await read('student2', w.users.admin.id)).statusCode).toBe(200);
  });
});
