import { beforeAll, describe, expect, it } from 'vitest';
import { documentMessages as m } from '@takt/shared/document-messages';
import { documentsApiPerFile } from '../../../test/documents-api.ts';

/** Documents: the folder and document limits per person, and deleting. */

const { call, fileRows, addMentorDocuments } = documentsApiPerFile(
  new Date('2026-11-25T10:00:00.000Z'),
);

let pdfId: number;
let pdfFileId: number;

// Shared with the whole school, so other people see the PDF and are refused by ownership.
beforeAll(async () => {
  ({ pdfId, pdfFileId } = await addMentorDocuments());
  const shared = await call('mentor', 'PUT', `/api/documents/${pdfId}/sharing`, {
    visibility: 'school',
  });
  if (shared.statusCode !== 200) throw new Error(`${shared.statusCode} ${shared.body}`);
});

describe('folders, limits and deleting', () => {
  it('keeps at most five folders per person', async () => {
    for (let i = 1; i <= 5; i++) {
      expect(
        (await call('student', 'POST', '/api/document-folders', { name: `M${i}` })).statusCode,
      ).toBe(201);
    }
    const sixth = await call('student', 'POST', '/api/document-folders', { name: 'M6' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(m.folderLimit(5));
  });

  it('keeps at most ten documents per student', async () => {
    for (let i = 1; i <= 10; i++) {
      const res = await call('student', 'POST', '/api/documents', {
        kind: 'link',
        title: `L${i}`,
        url: `https://example.com/${i}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const eleventh = await call('student', 'POST', '/api/documents', {
      kind: 'link',
      title: 'L11',
      url: 'https://example.com/11',
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(m.documentLimit(10));
  });

  it('lets only the owner delete; the file goes with the document', async () => {
    expect((await call('student', 'DELETE', `/api/documents/${pdfId}`)).statusCode).toBe(403);
    const res = await call('mentor', 'DELETE', `/api/documents/${pdfId}`);
    expect(res.statusCode).toBe(200);
    expect((await fileRows()).some((f) => f.id === pdfFileId)).toBe(false);
    expect((await call('mentor', 'GET', `/api/files/${pdfFileId}`)).statusCode).toBe(404);
  });
});
