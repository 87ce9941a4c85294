import { tinyPdf, UPLOAD_TYPE, uploadBody } from './document-helpers.ts';
import { homeWorldPerFile, type HomeRole } from './home-factories.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The documents API as the home world's people call it, for the documents*.api.test.ts files
 * that share one app and world per file. Call it at the top level of the file.
 */
export function documentsApiPerFile(now: Date) {
  const ctx = homeWorldPerFile(now);
  const { as, db } = ctx;
  const call = (role: HomeRole, method: Method, url: string, payload?: object) =>
    ctx.t.app.inject({ method, url, headers: as(role), ...(payload ? { payload } : {}) });
  const upload = (role: HomeRole, body: Buffer) =>
    ctx.t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...as(role), 'content-type': UPLOAD_TYPE },
      payload: body,
    });
  const documentRows = () => db().selectFrom('documents').selectAll().orderBy('id').execute();
  const fileRows = () => db().selectFrom('files').selectAll().orderBy('id').execute();

  /**
   * The mentor's private link and PDF, made through the API as a user would, for tests that
   * start from documents already there; answers the PDF's document and file ids.
   */
  async function addMentorDocuments(): Promise<{ pdfId: number; pdfFileId: number }> {
    const link = await call('mentor', 'POST', '/api/documents', {
      kind: 'link',
      title: 'Ljestvice',
      url: 'https://example.com/ljestvice?x=1',
    });
    const pdf = await upload(
      'mentor',
      uploadBody(
        { filename: 'ljestvice.pdf', type: 'application/pdf', data: await tinyPdf() },
        { title: 'Ljestvice C-dur' },
      ),
    );
    for (const res of [link, pdf]) {
      if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
    }
    const { document } = pdf.json();
    return { pdfId: document.id, pdfFileId: document.file.id };
  }

  return { ctx, db, call, upload, documentRows, fileRows, addMentorDocuments };
}
