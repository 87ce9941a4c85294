import type { InjectOptions } from 'fastify';
import type { AccessLevel } from '@takt/shared/policy';
import type { Caller, MatrixWorld } from './matrix-world.ts';
import { adminRouteMatrix } from './route-matrix-admin.ts';
import { authRouteMatrix } from './route-matrix-auth.ts';
import { calendarRouteMatrix } from './route-matrix-calendar.ts';
import { chatRouteMatrix } from './route-matrix-chat.ts';
import { documentsRouteMatrix } from './route-matrix-documents.ts';
import { enrollmentRouteMatrix } from './route-matrix-enrollment.ts';
import { invoiceRoutes } from './route-matrix-invoices.ts';
import { notificationRoutes } from './route-matrix-notifications.ts';
import { peopleRouteMatrix } from './route-matrix-people.ts';
import { postsRouteMatrix } from './route-matrix-posts.ts';
import { scheduleRouteMatrix } from './route-matrix-schedule.ts';
import { supportRouteMatrix } from './route-matrix-support.ts';

/**
 * Every /api route of the app: who may call it and what each caller gets. The route matrix test
 * (src/plugins/route-matrix.api.test.ts) compares this matrix with Fastify's live route table and
 * sends each request as each caller; the input fuzz reuses the requests. A new route fails the
 * suite until it is listed in the route-matrix-*.ts file of its area, spread in below.
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

// Order matters: the matrix test sends these in turn to one shared world.
export const routeMatrix: Record<string, MatrixEntry> = {
  // The platform, schools and sign-up, signing in and passwords
  ...authRouteMatrix,
  // The signed-in user, people of a school, sign-up review
  ...peopleRouteMatrix,
  // Posts, polls and profile pictures
  ...postsRouteMatrix,
  // School calendar and files
  ...calendarRouteMatrix,
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
  // Support: reports, analytics, /about, sibling switch
  ...supportRouteMatrix,
};
