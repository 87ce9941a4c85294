import { MULTIPART_TYPE, pictureBody } from './matrix-world.ts';
import type { MatrixEntry } from './route-matrix.ts';
import { signedIn, staff } from './route-matrix-statuses.ts';

/** What people show the school: posts, polls and profile pictures. */
export const postsRouteMatrix: Record<string, MatrixEntry> = {
  // Posts and polls
  'GET /api/posts': { access: 'signedIn', statuses: signedIn },
  'GET /api/posts/:id': {
    access: 'mentor',
    statuses: '401 403 403 200 403 | 403 403 404 404', // the editor's copy: the author's
    row: true,
    request: (w) => ({ url: `/api/posts/${w.post}` }),
  },
  'POST /api/posts': {
    access: 'mentor',
    statuses: '401 403 403 201 201 | 403 403 201 201',
    request: () => ({
      url: '/api/posts',
      payload: {
        title: 'Koncert',
        visibility: 'public',
        showAllSchools: false,
        content: '<p>Dođite.</p>',
      },
    }),
  },
  'PUT /api/posts-edit/:id': {
    access: 'mentor',
    statuses: '401 403 403 200 403 | 403 403 404 404',
    row: true,
    request: async (w) => ({
      url: `/api/posts-edit/${await w.freshPost()}`,
      payload: {
        title: 'Koncert',
        visibility: 'public',
        showAllSchools: false,
        content: '<p>Novo.</p>',
      },
    }),
  },
  'DELETE /api/posts/:id': {
    access: 'mentor',
    statuses: '401 403 403 200 403 | 403 403 404 404', // the author only
    row: true,
    request: async (w) => ({ url: `/api/posts/${await w.freshPost()}` }),
  },
  // Polls are for the staff and for students who attend theory.
  'GET /api/polls/active': {
    access: 'signedIn',
    statuses: '401 403 200 200 200 | 403 200 200 200',
  },
  'GET /api/polls/stats': { access: 'mentor', statuses: staff },
  'POST /api/polls': {
    access: 'mentor',
    statuses: '401 403 403 201 201 | 403 403 201 201',
    request: () => ({
      url: '/api/polls',
      payload: { question: 'Proba u subotu?', options: ['Da', 'Ne'], endDate: '2099-01-01T18:00' },
    }),
  },
  'POST /api/polls/:pollId/vote': {
    access: 'signedIn',
    statuses: '401 403 200 200 200 | 403 404 404 404',
    row: true,
    request: async (w) => ({
      url: `/api/polls/${await w.freshPoll()}/vote`,
      payload: { response: 'Da' },
    }),
  },
  'DELETE /api/polls/:id': {
    access: 'mentor',
    statuses: '401 403 403 200 403 | 403 403 404 404', // the author only
    row: true,
    request: async (w) => ({ url: `/api/polls/${await w.freshPoll()}` }),
  },

  // Profile pictures
  'POST /api/profile-picture/upload': {
    access: 'signedIn',
    statuses: signedIn,
    request: async () => ({
      url: '/api/profile-picture/upload',
      headers: { 'content-type': MULTIPART_TYPE },
      payload: await pictureBody(),
    }),
  },
  'GET /api/profile-picture/:userId': {
    access: 'signedIn',
    statuses: '401 200 200 200 200 | 404 404 404 404',
    row: true,
    request: (w) => ({ url: `/api/profile-picture/${w.pictureOwner.id}` }),
  },
  'DELETE /api/profile-picture': { access: 'signedIn', statuses: signedIn },
};
