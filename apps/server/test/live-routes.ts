import type { FastifyInstance } from 'fastify';
import { type AccessLevel, hasAccess } from '@takt/shared/policy';
import type { RegisteredRoute } from '../src/plugins/route-table.ts';
import { CALLER_ROLES, CALLERS, type Caller, isOtherSchool } from './matrix-world.ts';
import type { MatrixEntry } from './route-matrix.ts';

/** The app's /api routes from its live route table, and the matrix's reading of them. */

export interface LiveRoute extends RegisteredRoute {
  /** `METHOD /path`, the key of the route matrix. */
  key: string;
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

const withoutSlash = (url: string) => url.replace(/(.)\/$/, '$1');

/** Every /api route, one per method; the HEAD twin Fastify adds to each GET is left out. */
export function liveApiRoutes(app: FastifyInstance): LiveRoute[] {
  const gets = new Set(
    app.routeTable.filter((r) => r.method === 'GET').map((r) => withoutSlash(r.url)),
  );
  const headTwin = (r: RegisteredRoute) => r.method === 'HEAD' && gets.has(withoutSlash(r.url));
  return app.routeTable
    .filter((r) => isApi(r.url) && !headTwin(r))
    .map((r) => ({ ...r, key: `${r.method} ${r.url}` }));
}

/** The same role in school A: `otherMentor` → `mentor`. */
const counterpartOf = (caller: Caller) =>
  (caller.charAt(5).toLowerCase() + caller.slice(6)) as Caller;

export const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** `'401 200 … | 404 …'` → the status per caller, in the order of CALLERS. */
export function parseStatuses(statuses: string): Record<Caller, number> {
  const numbers = statuses.replace('|', ' ').trim().split(/\s+/).map(Number);
  if (numbers.length !== CALLERS.length || numbers.some((n) => !(n >= 100 && n <= 599))) {
    throw new Error(`statuses must list ${CALLERS.length} HTTP statuses, got '${statuses}'`);
  }
  return Object.fromEntries(CALLERS.map((c, i) => [c, numbers[i]!])) as Record<Caller, number>;
}

/** What the access level alone says a caller gets (a row of school A: 404 across schools). */
export function statusByLevel(access: AccessLevel, caller: Caller, row: boolean, ok = 200) {
  if (caller === 'anonymous') return access === 'public' ? ok : 401;
  if (!hasAccess(access, CALLER_ROLES[caller])) return 403;
  return row && isOtherSchool(caller) && access !== 'public' ? 404 : ok;
}

/** The lines a newcomer pastes into test/route-matrix.ts for an unlisted route. */
export function suggestEntry(route: LiveRoute): string {
  const access = route.config.access ?? 'signedIn';
  const params = pathParams(route.url);
  const row = params.length > 0;
  const ok = route.method === 'POST' ? 201 : 200;
  const statuses = CALLERS.map((c) => statusByLevel(access, c, row, ok));
  const line = `${statuses.slice(0, 5).join(' ')} | ${statuses.slice(5).join(' ')}`;
  const url = params.reduce(
    (u, p) => u.replace(`:${p}`, `\${/* id of a school A row */ 0}`),
    route.url,
  );
  const body = WRITE_METHODS.has(route.method) ? ', payload: { /* a valid body */ }' : '';
  return [
    `  '${route.key}': {`,
    `    access: '${access}',`,
    `    statuses: '${line}',`,
    ...(row ? ['    row: true,'] : []),
    ...(row || body ? [`    request: async (w) => ({ url: \`${url}\`${body} }),`] : []),
    '  },',
  ].join('\n');
}

/** Broken rules of one matrix entry against its live route; empty when it is consistent. */
export function entryProblems(key: string, entry: MatrixEntry, live: LiveRoute): string[] {
  const problems: string[] = [];
  const expected = parseStatuses(entry.statuses);
  if (entry.access !== live.config.access) {
    problems.push(`declares access '${entry.access}', the route '${live.config.access}'`);
  }
  if (pathParams(live.url).length > 0 && entry.row === undefined) {
    problems.push('has a path parameter: say `row: true` (a row of school A) or `row: false`');
  }
  for (const caller of CALLERS) {
    const status = expected[caller];
    if (caller === 'anonymous') {
      if (entry.access !== 'public' && status !== 401) problems.push('anonymous must get 401');
      continue;
    }
    if (entry.access === 'public') continue;
    if (!hasAccess(entry.access, CALLER_ROLES[caller])) {
      if (status !== 403) problems.push(`${caller} is below '${entry.access}': must get 403`);
    } else if (entry.row && isOtherSchool(caller) && status !== 404) {
      // A refusal by role alone (the same role of school A is refused too) tells nothing.
      const sameRoleOfA = expected[counterpartOf(caller)];
      if (!(status === 403 && sameRoleOfA === 403)) {
        problems.push(`${caller} asks for school A's row: must get 404, not ${status}`);
      }
    }
  }
  const ownSchool = CALLERS.filter((c) => !isOtherSchool(c));
  if (!ownSchool.some((c) => expected[c] < 400)) {
    problems.push('nobody of school A gets through: the request is not well-formed');
  }
  return problems.map((p) => `${key}: ${p}`);
}
