import type { InjectOptions } from 'fastify';
import type { AccessLevel } from '@takt/shared/policy';
import { defaultReminderPreferences } from '@takt/shared/schemas/user';
import { TEST_PASSWORD } from './factories.ts';
import { invoiceRoutes } from './route-matrix-invoices.ts';
import { type Caller, type MatrixWorld, MULTIPART_TYPE, pictureBody } from './matrix-world.ts';
import { notificationRoutes } from './route-matrix-notifications.ts';
import { scheduleRouteMatrix } from './route-matrix-schedule.ts';
import { chatRouteMatrix } from './route-matrix-chat.ts';
import { documentsRouteMatrix } from './route-matrix-documents.ts';
import { enrollmentRouteMatrix } from './route-matrix-enrollment.ts';
import { adminRouteMatrix } from './route-matrix-admin.ts';

/**
 * Every /api route of the app: who may call it and what each caller gets. The route matrix test
 * (src/plugins/route-matrix.api.test.ts) compares this file with Fastify's live route table and
 * sends each request as each caller; the input fuzz reuses the requests. A new route fails the
 * suite until it is listed here.
 *
 * `statuses` reads, in this order (school A first, then the same roles of another school B):
 *
 *      anonymous  student theoryStudent mentor admin | student theoryStudent mentor admin
 *
 * `request` builds a well-formed request as `caller`: path parameters point at a real row of
 * school A and the body is valid, so the right role of school A gets 2xx. It runs once per
 * caller; take rows a request uses up from the world's `fresh*` makers. `row: true` says the
 * request names a row of school A, so another school's callers must get 404, never 200, and 403
 * only where the same role of school A is refused too (a refusal by role tells nothing); a route
 * with a path parameter must say either way.
 */
export interface MatrixRequest {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Replaces the caller's own token (a fresh session for requests that end or change it). */
  token?: string | null;
}

export interface MatrixEntry {
  access: AccessLevel;
  statuses: string;
  row?: boolean;
  request?: (w: MatrixWorld, caller: Caller) => MatrixRequest | Promise<MatrixRequest>;
}

const everyone = (status: number) =>
  `${status} ${status} ${status} ${status} ${status} | ${status} ${status} ${status} ${status}`;
const signedIn = '401 200 200 200 200 | 200 200 200 200';
const students = '401 200 200 403 403 | 200 200 403 403';
const staff = '401 403 403 200 200 | 403 403 200 200';
const staffOnRowOfA = '401 403 403 200 200 | 403 403 404 404';
const admins = '401 403 403 403 200 | 403 403 403 200';
const adminOnRowOfA = '401 403 403 403 200 | 403 403 403 404';

/** A school year of school A starting in a year of its own, so fresh years never overlap. */
let calendarYears = 0;
const yearBody = () => {
  const year = 2040 + 2 * ++calendarYears;
  return { startDate: `${year}-09-01`, endDate: `${year + 1}-06-20` };
};
async function freshSchoolYear(w: MatrixWorld) {
  return w.app.services.calendar.createYear(w.users.admin, {
    ...yearBody(),
    includePublicHolidays: false,
  });
}
async function freshCalendarDay(w: MatrixWorld): Promise<number> {
  const year = await freshSchoolYear(w);
  const withDay = await w.app.services.calendar.addDay(w.users.admin, year.id, {
    startDate: year.startDate,
    name: 'Dan škole',
    kind: 'non_teaching',
  });
  return withDay.days[0]!.id;
}

export const routeMatrix: Record<string, MatrixEntry> = {
  // The platform
  'GET /api/health': { access: 'public', statuses: everyone(200) },
  'GET /api/docs': { access: 'public', statuses: everyone(200) },
  'GET /api/docs/static/index.html': {
    access: 'public',
    statuses: everyone(302), // on to /api/docs/
  },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', statuses: everyone(200) },
  'GET /api/docs/static/*': {
    access: 'public',
    statuses: everyone(200),
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },
  'GET /api/docs/json': { access: 'public', statuses: everyone(200) },
  'GET /api/docs/yaml': { access: 'public', statuses: everyone(200) },

  // Schools and sign-up
  'GET /api/schools/public': { access: 'public', statuses: everyone(200) },
  'GET /api/schools': { access: 'signedIn', statuses: signedIn },
  'GET /api/programs/public/:schoolId': {
    access: 'public',
    statuses: everyone(200),
    row: false, // the public sign-up offer of any school
    request: (w) => ({ url: `/api/programs/public/${w.schoolA}` }),
  },
  'GET /api/signup/protection': { access: 'public', statuses: everyone(200) },
  'GET /api/signup/challenge': { access: 'public', statuses: everyone(200) },
  'GET /api/check-email': {
    access: 'public',
    statuses: everyone(200),
    request: () => ({ url: '/api/check-email?email=netko.novi%40example.com' }),
  },
  'POST /api/signup/pending': {
    access: 'public',
    statuses: everyone(201),
    request: async (w) => ({ url: '/api/signup/pending', payload: await w.signupForm() }),
  },
  'GET /api/signup-mentori/:token': {
    access: 'public',
    statuses: everyone(200),
    row: false, // the secret link is the credential
    request: async (w) => ({ url: `/api/signup-mentori/${await w.mentorLinkToken()}` }),
  },
  'POST /api/signup-mentori': {
    access: 'public',
    statuses: everyone(201),
    request: async (w) => ({
      url: '/api/signup-mentori',
      payload: {
        token: await w.mentorLinkToken(),
        email: `matrica.mentor.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
        ime: 'Petra',
        prezime: 'Jurić',
        programs: [w.programA],
      },
    }),
  },

  // Signing in and passwords
  'POST /api/login': {
    access: 'public',
    statuses: everyone(200),
    request: (w) => ({
      url: '/api/login',
      payload: { emailOrUsername: w.loginUser.korisnickoIme, password: TEST_PASSWORD },
    }),
  },
  'POST /api/logout': {
    access: 'signedIn',
    statuses: signedIn,
    request: async (w, caller) => ({ url: '/api/logout', token: await w.freshToken(caller) }),
  },
  'POST /api/reset-password/request': {
    access: 'public',
    statuses: everyone(200),
    request: async (w) => ({
      url: '/api/reset-password/request',
      payload: { email: (await w.freshStudent()).email },
    }),
  },
  'POST /api/reset-password/verify': {
    access: 'public',
    statuses: everyone(200),
    request: async (w) => {
      const { email } = await w.freshStudent();
      return {
        url: '/api/reset-password/verify',
        payload: { email, code: await w.resetCode(email) },
      };
    },
  },
  'POST /api/reset-password': {
    access: 'mentor',
    statuses: staffOnRowOfA,
    row: true,
    request: async (w) => ({
      url: '/api/reset-password',
      payload: { userId: (await w.freshStudent()).id, userType: 'student' },
    }),
  },
  'POST /api/user/change-password': {
    access: 'signedIn',
    statuses: signedIn,
    request: async (w, caller) => ({
      url: '/api/user/change-password',
      token: await w.freshToken(caller),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'nova-lozinka-za-matricu' },
    }),
  },

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

  // School calendar
  'GET /api/calendar/years': { access: 'signedIn', statuses: signedIn },
  'GET /api/calendar/public-holidays': {
    access: 'signedIn',
    statuses: signedIn,
    request: () => ({ url: '/api/calendar/public-holidays?year=2026' }),
  },
  'POST /api/calendar/years': {
    access: 'admin',
    statuses: '401 403 403 403 201 | 403 403 403 201',
    request: () => ({ url: '/api/calendar/years', payload: yearBody() }),
  },
  'PUT /api/calendar/years/:id': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({
      url: `/api/calendar/years/${(await freshSchoolYear(w)).id}`,
      payload: yearBody(),
    }),
  },
  'DELETE /api/calendar/years/:id': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({ url: `/api/calendar/years/${(await freshSchoolYear(w)).id}` }),
  },
  'POST /api/calendar/years/:id/public-holidays': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({
      url: `/api/calendar/years/${(await freshSchoolYear(w)).id}/public-holidays`,
    }),
  },
  'POST /api/calendar/years/:id/days': {
    access: 'admin',
    statuses: '401 403 403 403 201 | 403 403 403 404',
    row: true,
    request: async (w) => {
      const year = await freshSchoolYear(w);
      return {
        url: `/api/calendar/years/${year.id}/days`,
        payload: { startDate: year.startDate, name: 'Dan škole', kind: 'non_teaching' },
      };
    },
  },
  'DELETE /api/calendar/days/:id': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({ url: `/api/calendar/days/${await freshCalendarDay(w)}` }),
  },

  // Files (the picture's rule: the owner's school may read it)
  'GET /api/files/:id': {
    access: 'signedIn',
    statuses: '401 200 200 200 200 | 404 404 404 404',
    row: true,
    request: (w) => ({ url: `/api/files/${w.pictureFileId}` }),
  },

  // Notifications and push devices
  ...notificationRoutes,
  // Timetable
  ...scheduleRouteMatrix,
  // Chat (direct and group conversations)
  ...chatRouteMatrix,
  // Invoices
  ...invoiceRoutes,
  // Enrollment
  ...enrollmentRouteMatrix,
  // Documents
  ...documentsRouteMatrix,
  // Administration and data protection
  ...adminRouteMatrix,
};
