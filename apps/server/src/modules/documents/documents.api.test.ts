import { describe, expect, it } from 'vitest';
import { documentMessages as m } from '@takt/shared/document-messages';
import { ABC_TUNE, tinyPdf, uploadBody } from '../../../test/document-helpers.ts';
import { documentsApiPerFile } from '../../../test/documents-api.ts';

/**
 * Documents: adding links, ABC tunes and files. Who may open them is in
 * documents-sharing.api.test.ts, folders, limits and deleting in documents-folders.api.test.ts.
 */

const { call, upload, documentRows, fileRows } = documentsApiPerFile(
  new Date('2026-11-25T10:00:00.000Z'),
);

describe('adding documents', () => {
  it('takes http and https links only', async () => {
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'ftp://x.hr/a', 'nije-link']) {
      const res = await call('mentor', 'POST', '/api/documents', { kind: 'link', title: 'x', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(m.urlInvalid);
    }
    expect(await documentRows()).toEqual([]);
    const ok = await call('mentor', 'POST', '/api/documents', {
      kind: 'link',
      title: '  Ljestvice  ',
      url: 'https://example.com/ljestvice?x=1',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().document).toMatchObject({
      kind: 'link',
      title: 'Ljestvice',
      visibility: 'private',
      mine: true,
    });
  });

  it('stores an ABC tune as text and refuses text that is not ABC', async () => {
    const bad = await call('mentor', 'POST', '/api/documents', {
      kind: 'abc',
      title: 'Kolo',
      abc: 'samo tekst',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.abcInvalid);
    const res = await call('mentor', 'POST', '/api/documents', {
      kind: 'abc',
      title: 'Kolo',
      abc: ABC_TUNE,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().document.abc).toContain('K:D');
  });

  it('uploads a PDF, sniffing its type; a script renamed .pdf is refused and nothing kept', async () => {
    const before = await fileRows();
    const script = await upload(
      'mentor',
      uploadBody({
        filename: 'ljestvice.pdf',
        type: 'application/pdf',
        data: Buffer.from('#!/bin/sh\nrm -rf /\n'),
      }),
    );
    expect(script.statusCode).toBe(400);
    expect(script.json().code).toBe('unsupported_file_type');
    const html = await upload(
      'mentor',
      uploadBody({ filename: 'a.pdf', type: 'application/pdf', data: Buffer.from('<html>') }),
    );
    expect(html.statusCode).toBe(400);
    expect(await fileRows()).toEqual(before);

    const res = await upload(
      'mentor',
      uploadBody(
        { filename: 'ljestvice.pdf', type: 'application/pdf', data: await tinyPdf() },
        { title: 'Ljestvice C-dur' },
      ),
    );
    expect(res.statusCode).toBe(201);
    const { document } = res.json();
    expect(document).toMatchObject({
      kind: 'file',
      title: 'Ljestvice C-dur',
      file: { contentType: 'application/pdf', name: 'ljestvice.pdf', purpose: 'document' },
    });
  });
});
