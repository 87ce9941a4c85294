import { describe, expect, it } from 'vitest';
import type { AccessLevel } from '@takt/shared/policy';
import { hasAccess } from '@takt/shared/policy';
import { appPerFile } from '../../test/app-per-file.ts';
import { snapshotTables } from '../../test/db-snapshot.ts';
import {
  bodyVariants,
  multipartVariants,
  pathVariants,
  queryVariants,
  type Variant,
} from '../../test/fuzz-variants.ts';
import { bearer } from '../../test/http.ts';
import { image } from '../../test/picture-requests.ts';
import { type LiveRoute, liveApiRoutes, WRITE_METHODS } from '../../test/live-routes.ts';
import {
  buildMatrixWorld,
  CALLER_ROLES,
  CALLERS,
  type Caller,
  type MatrixWorld,
} from '../../test/matrix-world.ts';
import { type MatrixRequest, routeMatrix } from '../../test/route-matrix.ts';

/**
 * Every route of the live table, fed text PostgreSQL cannot store (NUL) and text that is not
 * text (lone surrogates) in every string it reads: a 400 `invalid_characters` (or the 401/403
 * the caller gets anyway), never a 5xx, and not a row written or changed in any table.
 */

const file = appPerFile(buildMatrixWorld, () => new Date());
let requests = 0;
const freshAddress = () => `10.${(++requests >> 8) & 255}.${requests & 255}.9`;

/** Who may write there: the lowest role the access level admits, of school A. */
const WRITER: Record<AccessLevel, Caller> = {
  public: 'anonymous',
  signedIn: 'theoryStudent',
  student: 'theoryStudent',
  mentor: 'mentor',
  admin: 'admin',
};

/** The route's well-formed request from the matrix; unlisted routes get their bare path. */
async function baseRequest(w: MatrixWorld, route: LiveRoute, caller: Caller) {
  const entry = routeMatrix[route.key];
  const fallback: MatrixRequest = { url: route.url.replace(/:\w+/g, '1') };
  return (await entry?.request?.(w, caller)) ?? (entry ? { url: route.url } : fallback);
}

async function send(w: MatrixWorld, route: LiveRoute, caller: Caller, request: MatrixRequest) {
  const token =
    request.token !== undefined ? request.token : (w.tokens as Record<string, string>)[caller];
  return w.app.inject({
    method: route.method as 'GET',
    url: request.url,
    headers: { ...(token ? bearer(token) : {}), ...request.headers },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
    remoteAddress: freshAddress(),
  });
}

/** What a caller gets for bad text: refused for who they are first, for the text otherwise. */
function expectedFor(access: AccessLevel, caller: Caller): number {
  if (access === 'public') return 400;
  if (caller === 'anonymous') return 401;
  return hasAccess(access, CALLER_ROLES[caller]) ? 400 : 403;
}

async function fuzz(route: LiveRoute) {
  const w = file.world;
  const access = route.config.access ?? 'public';
  const writer = WRITER[access];
  const base = await baseRequest(w, route, writer);
  const variants: Variant[] = [
    ...(WRITE_METHODS.has(route.method) ? bodyVariants(route, base) : []),
    ...multipartVariants(base, await image('png', 16, 16)),
    ...queryVariants(base),
    ...pathVariants(route, base),
  ];
  // Everyone else sends the first bad variant with their own token (built before the snapshot:
  // a builder may add the rows its request needs).
  const others: [Caller, MatrixRequest][] = [];
  for (const caller of CALLERS) {
    const { token } = await baseRequest(w, route, caller);
    others.push([caller, { ...variants[0]!, token }]);
  }
  const before = await snapshotTables(w.db);
  const wrong: string[] = [];
  const check = (name: string, expected: number, res: { statusCode: number; body: string }) => {
    const code = expected === 400 ? (JSON.parse(res.body) as { code?: string }).code : undefined;
    if (res.statusCode !== expected || (expected === 400 && code !== 'invalid_characters')) {
      wrong.push(`${name} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
  };
  for (const variant of variants) check(variant.name, 400, await send(w, route, writer, variant));
  for (const [caller, request] of others) {
    const name = `${caller}: ${variants[0]!.name}`;
    check(name, expectedFor(access, caller), await send(w, route, caller, request));
  }
  const after = await snapshotTables(w.db);
  const written = Object.keys(after).filter((table) => after[table] !== before[table]);
  return { variants: variants.length, wrong, written };
}

describe.each(Object.keys(routeMatrix))('%s', (key) => {
  it('refuses NUL and lone surrogates in every string with 400, and writes nothing', async () => {
    const route = liveApiRoutes(file.t.app).find((r) => r.key === key);
    if (!route) return; // the route matrix test reports a listed route that is gone
    const result = await fuzz(route);
    expect(result.variants).toBeGreaterThan(0);
    expect({ wrong: result.wrong, written: result.written }, result.wrong.join('\n')).toEqual({
      wrong: [],
      written: [],
    });
  });
});

describe('routes the matrix does not list yet', () => {
  it('are fuzzed too, at their bare path', async () => {
    const unlisted = liveApiRoutes(file.t.app).filter((r) => !Object.hasOwn(routeMatrix, r.key));
    const wrong: string[] = [];
    for (const route of unlisted) {
      const result = await fuzz(route);
      wrong.push(...result.wrong.map((w) => `${route.key}: ${w}`));
      if (result.written.length) wrong.push(`${route.key} wrote to ${result.written.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });
});
