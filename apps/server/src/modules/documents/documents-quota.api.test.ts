import { describe, expect, it } from 'vitest';
import { documentMessages as m } from '@takt/shared/document-messages';
import { appPerFile } from '../../../test/app-per-file.ts';
import { tinyPdf, UPLOAD_TYPE, uploadBody } from '../../../test/document-helpers.ts';
import { buildHomeWorld } from '../../../test/home-factories.ts';
import { bearer } from '../../../test/http.ts';

/** A school's quota for document files, and the size limit of one file. */

const file = appPerFile(
  (t) => buildHomeWorld(t),
  () => new Date('2026-11-25T10:00:00.000Z'),
  { env: { DOCUMENT_SCHOOL_QUOTA_BYTES: '6000', DOCUMENT_MAX_BYTES: '4096' } },
);
const send = (data: Buffer, token = file.world.tokens.mentor) =>
  file.t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...bearer(token), 'content-type': UPLOAD_TYPE },
    payload: uploadBody({ filename: 'a.pdf', type: 'application/pdf', data }),
  });
const padded = async (size: number) => {
  const pdf = await tinyPdf();
  return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
};
const fileCount = async () =>
  (await file.t.database.db.selectFrom('files').select('id').execute()).length;

describe('document quota', () => {
  it('refuses a file over the size limit and keeps nothing', async () => {
    const res = await send(await padded(5000));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('file_too_large');
    expect(await fileCount()).toBe(0);
  });

  it('stops at the school’s quota, counting every owner of the school', async () => {
    expect((await send(await padded(3500))).statusCode).toBe(201);
    const over = await send(await padded(3000), file.world.tokens.student);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'quota_exceeded', message: m.quotaExceeded });
    expect(await fileCount()).toBe(1);
    // Another school has its own quota.
    expect((await send(await padded(3000), file.world.tokens.studentB)).statusCode).toBe(201);
  });
});
