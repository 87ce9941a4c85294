import { buildUser } from './factories.ts';
import { loginAs } from './http.ts';
import { isOtherSchool, type Caller, type MatrixWorld } from './matrix-world.ts';
import type { MatrixEntry, MatrixRequest } from './route-matrix.ts';
import { adminOnRowOfA, admins, signedIn } from './route-matrix-statuses.ts';

/**
 * Support routes: reports and their inbox, analytics, /about's documents and support form,
 * the sibling switch (each request signs in as a fresh pair of siblings of the caller's role).
 */
const signedIn202 = '401 202 202 202 202 | 202 202 202 202';

let reports = 0;
async function freshReport(w: MatrixWorld): Promise<number> {
  await w.app.services.problemReports.report(w.users.student, {
    kind: 'problem',
    category: 'prikaz',
    subcategory: 'Nedostaju podaci',
    description: `Ne vidim raspored za sljedeći tjedan (${++reports}).`,
  });
  const page = await w.app.services.problemReports.list(w.users.admin, undefined, { limit: 1 });
  return page.reports[0]!.id;
}

let families = 0;
/** Two accounts of the caller's school and role on one e-mail; signed in as the first. */
async function freshSiblings(w: MatrixWorld, caller: Caller, schoolId?: number) {
  const like = callerUser(w, caller);
  const email = `obitelj.matrica.${++families}@example.com`;
  const roles = { isStudent: like.isStudent, isMentor: like.isMentor, isAdmin: like.isAdmin };
  const school = schoolId ?? like.schoolId;
  const first = await buildUser(w.db, { schoolId: school, email, ...roles });
  const second = await buildUser(w.db, { schoolId: school, email, ...roles });
  return { first, second, token: await loginAs(w.app, first.korisnickoIme) };
}

async function mailedCode(w: MatrixWorld, email: string): Promise<string> {
  const mail = await w.db
    .selectFrom('outbox')
    .select('text')
    .where('toAddress', '=', email)
    .where('kind', '=', 'account-link-code')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /Kôd za potvrdu: (\d{6})/.exec(mail.text)![1]!;
}

const asSibling = async (w: MatrixWorld, caller: Caller, url: string): Promise<MatrixRequest> =>
  caller === 'anonymous' ? { url } : { url, token: (await freshSiblings(w, caller)).token };

const callerUser = (w: MatrixWorld, caller: Caller) =>
  caller === 'anonymous' ? w.users.student : w.users[caller];

export const supportRouteMatrix: Record<string, MatrixEntry> = {
  'POST /api/error/report': {
    access: 'signedIn',
    statuses: signedIn202,
    request: () => ({
      url: '/api/error/report',
      payload: {
        kind: 'problem',
        category: 'ostalo',
        subcategory: 'Nešto drugo',
        description: 'Gumb za spremanje ne reagira.',
      },
    }),
  },
  'GET /api/admin/problem-reports': {
    access: 'admin',
    statuses: admins,
    request: () => ({ url: '/api/admin/problem-reports?status=new' }),
  },
  'PUT /api/admin/problem-reports/:id/status': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({
      url: `/api/admin/problem-reports/${await freshReport(w)}/status`,
      payload: { status: 'in_progress' },
    }),
  },
  'POST /api/admin/problem-reports/:id/reply': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({
      url: `/api/admin/problem-reports/${await freshReport(w)}/reply`,
      payload: { message: 'Hvala, popravljeno je.' },
    }),
  },
  'POST /api/analytics': {
    access: 'signedIn',
    statuses: signedIn202,
    request: () => ({
      url: '/api/analytics',
      payload: {
        consent: { analytics: true },
        sessionId: 'matrica-sesija-0001',
        metrics: [{ route: '/user', metric: 'LCP', value: 1200 }],
      },
    }),
  },
  'GET /api/admin/analytics': {
    access: 'admin',
    statuses: admins,
    request: () => ({ url: '/api/admin/analytics?days=7' }),
  },
  'GET /api/legal': {
    access: 'public',
    statuses: '200 200 200 200 200 | 200 200 200 200',
  },
  'GET /api/admin/legal': { access: 'admin', statuses: admins },
  'PUT /api/admin/legal': {
    access: 'admin',
    statuses: admins,
    request: () => ({
      url: '/api/admin/legal',
      payload: {
        terms: 'Uvjeti korištenja glazbene škole, nova verzija.',
        privacy: 'Pravila privatnosti glazbene škole, nova verzija.',
      },
    }),
  },
  'POST /api/terms/accept': {
    access: 'signedIn',
    statuses: signedIn,
    request: async (w, caller) => ({
      url: '/api/terms/accept',
      payload: {
        version: (await w.app.services.about.legal(callerUser(w, caller))).version,
      },
    }),
  },
  'POST /api/support': {
    access: 'signedIn',
    statuses: signedIn,
    request: () => ({
      url: '/api/support',
      payload: { subject: 'Pitanje o rasporedu', message: 'Kada počinje nastava?' },
    }),
  },
  'GET /api/account-links': { access: 'signedIn', statuses: signedIn },
  'POST /api/account-links/code': {
    access: 'signedIn',
    statuses: signedIn,
    request: (w, caller) => asSibling(w, caller, '/api/account-links/code'),
  },
  'POST /api/account-links/confirm': {
    access: 'signedIn',
    statuses: signedIn,
    request: async (w, caller) => {
      const url = '/api/account-links/confirm';
      if (caller === 'anonymous') return { url, payload: { code: '123456' } };
      const { first, token } = await freshSiblings(w, caller);
      await w.app.services.accountLinks.sendCode(first);
      return { url, token, payload: { code: await mailedCode(w, first.email) } };
    },
  },
  'POST /api/account-links/switch': {
    access: 'signedIn',
    statuses: '401 200 200 200 200 | 404 404 404 404',
    row: true,
    request: async (w, caller) => {
      const url = '/api/account-links/switch';
      // Siblings of school A whose link is confirmed; callers of school B try to take one.
      const pair = await freshSiblings(w, caller, w.schoolA);
      await w.db
        .insertInto('account_links')
        .values({
          schoolId: w.schoolA,
          emailLower: pair.first.email.toLowerCase(),
          attempts: 0,
          confirmedAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        })
        .execute();
      const payload = { userId: pair.second.id };
      if (caller === 'anonymous' || isOtherSchool(caller)) return { url, payload };
      return { url, payload, token: pair.token };
    },
  },
};
