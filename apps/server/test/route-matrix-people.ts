import { defaultReminderPreferences } from '@takt/shared/schemas/user';
import type { MatrixEntry } from './route-matrix.ts';
import {
  adminOnRowOfA,
  admins,
  signedIn,
  staff,
  staffOnRowOfA,
  students,
} from './route-matrix-statuses.ts';

/** The signed-in user, the people of a school and the review of sign-ups. */
export const peopleRouteMatrix: Record<string, MatrixEntry> = {
  // The signed-in user
  'GET /api/user': { access: 'signedIn', statuses: signedIn },
  'POST /api/user/reminder-settings': {
    access: 'student',
    statuses: students,
    request: () => ({
      url: '/api/user/reminder-settings',
      payload: { reminderPreferences: defaultReminderPreferences },
    }),
  },
  'GET /api/linked-accounts': { access: 'student', statuses: students },
  'GET /api/profil': { access: 'signedIn', statuses: signedIn },
  'GET /api/users/check-email/:email': {
    access: 'admin',
    statuses: admins,
    row: false, // e-mails are unique across the installation: the answer names no school
    request: (w) => ({
      url: `/api/users/check-email/${encodeURIComponent(w.users.student.email)}`,
    }),
  },
  'GET /api/mentors/check-email/:email': {
    access: 'admin',
    statuses: admins,
    row: false, // as above
    request: (w) => ({
      url: `/api/mentors/check-email/${encodeURIComponent(w.users.mentor.email)}`,
    }),
  },
  'POST /api/admin/mentors/:id/confirm': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({
      url: `/api/admin/mentors/${(await w.freshUnconfirmedMentor()).id}/confirm`,
    }),
  },
  'GET /api/admin/mentor-signup-link': { access: 'admin', statuses: admins },
  'POST /api/admin/mentor-signup-link/rotate': { access: 'admin', statuses: admins },
  'GET /api/admin/outbox': { access: 'admin', statuses: admins },
  'GET /api/admin/mentors/unconfirmed': { access: 'admin', statuses: admins },
  'GET /api/admin/jobs': { access: 'admin', statuses: admins },

  // People of a school
  'GET /api/korisnik/:id': {
    access: 'signedIn',
    statuses: '401 200 200 200 200 | 404 404 404 404',
    row: true,
    request: (w) => ({ url: `/api/korisnik/${w.users.student.id}` }),
  },
  'GET /api/mentori': { access: 'signedIn', statuses: signedIn },
  'GET /api/mentori/:id': {
    access: 'signedIn',
    statuses: '401 200 200 200 200 | 404 404 404 404',
    row: true,
    request: (w) => ({ url: `/api/mentori/${w.users.mentor.id}` }),
  },
  'PUT /api/update-korisnik/:id': {
    access: 'signedIn',
    statuses: '401 403 403 200 200 | 404 404 404 404',
    row: true,
    request: async (w) => ({
      url: `/api/update-korisnik/${(await w.freshStudent()).id}`,
      payload: { brojMobitela: '+385 91 234 5678', napomene: ['Matrica'] },
    }),
  },
  'GET /api/mentors/students': { access: 'mentor', statuses: staff },
  'GET /api/mentors/search': {
    access: 'mentor',
    statuses: staff,
    request: () => ({ url: '/api/mentors/search?query=mentor' }),
  },
  'GET /api/programs': {
    access: 'mentor',
    statuses: staffOnRowOfA,
    row: true,
    request: (w) => ({ url: `/api/programs?schoolId=${w.schoolA}` }),
  },
  'GET /api/search/users': {
    access: 'signedIn',
    statuses: signedIn,
    request: () => ({ url: '/api/search/users?query=Test' }),
  },
  'GET /api/admin/transfers': { access: 'admin', statuses: admins },
  'POST /api/admin/transfers/:id/accept': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({
      url: `/api/admin/transfers/${await w.freshIncomingTransfer()}/accept`,
    }),
  },
  'POST /api/admin/transfers/:id/decline': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({
      url: `/api/admin/transfers/${await w.freshIncomingTransfer()}/decline`,
    }),
  },

  // Sign-up review
  'GET /api/admin/pending-users': { access: 'admin', statuses: admins },
  'GET /api/admin/pending-users/count': { access: 'admin', statuses: admins },
  'GET /api/admin/pending-users/:id': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({ url: `/api/admin/pending-users/${await w.freshPendingSignup()}` }),
  },
  'POST /api/admin/pending-users/:id/approve': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({
      url: `/api/admin/pending-users/${await w.freshPendingSignup()}/approve`,
    }),
  },
  'POST /api/admin/pending-users/:id/decline': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({
      url: `/api/admin/pending-users/${await w.freshPendingSignup()}/decline`,
      payload: { reason: 'Nema mjesta.' },
    }),
  },
};
