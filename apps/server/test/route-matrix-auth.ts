import { TEST_PASSWORD } from './factories.ts';
import type { MatrixEntry } from './route-matrix.ts';
import { everyone, signedIn, staffOnRowOfA } from './route-matrix-statuses.ts';

/** The platform's own routes, schools and sign-up, signing in and passwords. */
export const authRouteMatrix: Record<string, MatrixEntry> = {
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
};
