import type { UserRecord } from '../src/modules/users/user.types.ts';
import { buildUser } from './factories.ts';
import { loginAs } from './http.ts';
import { ABC_TUNE, tinyPdf, UPLOAD_TYPE, uploadBody } from './document-helpers.ts';
import type { MatrixWorld } from './matrix-world.ts';
import type { MatrixEntry } from './route-matrix.ts';
import { signedIn } from './route-matrix-statuses.ts';

/** Documents' routes in the route matrix (spread into route-matrix.ts). */

const created = '401 201 201 201 201 | 201 201 201 201';
/** The owner (school A's mentor) may; others of A see it but may not; B does not see it. */
const ownerOnly = '401 403 403 200 403 | 404 404 404 404';

/** A document of school A's mentor, shared with the whole school. */
async function freshDocument(w: MatrixWorld, owner: UserRecord = w.users.mentor) {
  const doc = await w.app.services.documents.create(owner, {
    kind: 'link',
    title: 'Ljestvice',
    url: 'https://example.com/ljestvice',
  });
  await w.app.services.documents.share(owner, doc.id, { visibility: 'school' });
  return doc.id;
}

const shared = new WeakMap<MatrixWorld, Promise<number>>();
const lastingDocument = (w: MatrixWorld) => {
  let id = shared.get(w);
  if (!id) {
    id = freshDocument(w);
    shared.set(w, id);
  }
  return id;
};

export const documentsRouteMatrix: Record<string, MatrixEntry> = {
  'GET /api/documents': { access: 'signedIn', statuses: signedIn },
  'GET /api/documents/titles': {
    access: 'signedIn',
    statuses: signedIn,
    request: async (w) => ({ url: `/api/documents/titles?ids=${await lastingDocument(w)}` }),
  },
  'GET /api/documents/share-options': { access: 'signedIn', statuses: signedIn },
  'GET /api/documents/:id': {
    access: 'signedIn',
    statuses: '401 200 200 200 200 | 404 404 404 404',
    row: true,
    request: async (w) => ({ url: `/api/documents/${await lastingDocument(w)}` }),
  },
  'POST /api/documents': {
    access: 'signedIn',
    statuses: created,
    request: () => ({
      url: '/api/documents',
      payload: { kind: 'abc', title: 'Kolo', abc: ABC_TUNE },
    }),
  },
  'POST /api/documents/upload': {
    access: 'signedIn',
    statuses: created,
    request: async () => ({
      url: '/api/documents/upload',
      headers: { 'content-type': UPLOAD_TYPE },
      payload: uploadBody(
        { filename: 'ljestvice.pdf', type: 'application/pdf', data: await tinyPdf() },
        { title: 'Ljestvice' },
      ),
    }),
  },
  'PUT /api/documents/:id': {
    access: 'signedIn',
    statuses: ownerOnly,
    row: true,
    request: async (w) => ({
      url: `/api/documents/${await lastingDocument(w)}`,
      payload: { title: 'Ljestvice' },
    }),
  },
  'PUT /api/documents/:id/sharing': {
    access: 'signedIn',
    statuses: ownerOnly,
    row: true,
    request: async (w) => ({
      url: `/api/documents/${await lastingDocument(w)}/sharing`,
      payload: { visibility: 'school' },
    }),
  },
  'DELETE /api/documents/:id': {
    access: 'signedIn',
    statuses: ownerOnly,
    row: true,
    request: async (w) => ({ url: `/api/documents/${await freshDocument(w)}` }),
  },
  'POST /api/document-folders': {
    access: 'signedIn',
    statuses: created,
    request: () => ({ url: '/api/document-folders', payload: { name: 'Etide' } }),
  },
  'DELETE /api/document-folders/:id': {
    access: 'signedIn',
    statuses: '401 404 404 200 404 | 404 404 404 404',
    row: true,
    request: async (w, caller) => {
      // A mentor of school A of their own each time (five folders at most per person).
      const owner = await buildUser(w.db, {
        schoolId: w.schoolA,
        isStudent: false,
        isMentor: true,
      });
      const folder = await w.app.services.documents.createFolder(owner, 'Stare');
      const url = `/api/document-folders/${folder.id}`;
      if (caller !== 'mentor') return { url };
      return { url, token: await loginAs(w.app, owner.korisnickoIme) };
    },
  },
};
