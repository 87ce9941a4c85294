import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/app-per-file.ts';
import { bearer } from '../../test/http.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  entryProblems,
  liveApiRoutes,
  parseStatuses,
  suggestEntry,
} from '../../test/live-routes.ts';
import { buildMatrixWorld, CALLERS, type Caller } from '../../test/matrix-world.ts';
import { routeMatrix } from '../../test/route-matrix.ts';
import { NO_STORE } from './access-control.ts';

/**
 * The route × role × school matrix, built from Fastify's live route table: every /api route is
 * listed in test/route-matrix.ts (or the area file it spreads in) with its access level and the status each caller gets, and
 * answers exactly that, with the caching headers of a private answer.
 */

const file = appPerFile(buildMatrixWorld, () => new Date());
let requests = 0;
// Every request from its own address, so the per-address limits of public forms stay out of it.
const freshAddress = () => `10.${(++requests >> 8) & 255}.${requests & 255}.7`;
const MATRIX_FILE = 'apps/server/test/route-matrix.ts';

describe('the live route table', () => {
  it('holds only routes that declare who may call them', () => {
    const undeclared = liveApiRoutes(file.t.app).filter((r) => !r.config.access);
    expect(undeclared.map((r) => r.key)).toEqual([]);
  });

  it('cannot hold an undeclared route: a module plugin that registers one stops the app', async () => {
    const started = await createTestApp({
      extraRoutes: (app) =>
        void app.register(async (module) => {
          module.route({
            method: ['GET', 'POST'],
            url: '/api/__bez-razine',
            handler: async () => 1,
          });
        }),
    }).catch((error: Error) => error);
    expect(started).toBeInstanceOf(Error);
    expect((started as Error).message).toMatch(/GET,POST \/api\/__bez-razine does not declare/);
  });

  it(`is listed in ${MATRIX_FILE}, route for route`, () => {
    const live = liveApiRoutes(file.t.app);
    const missing = live.filter((r) => !Object.hasOwn(routeMatrix, r.key));
    const stale = Object.keys(routeMatrix).filter((key) => !live.some((r) => r.key === key));
    const advice = [
      missing.length > 0 &&
        `Add to ${MATRIX_FILE} or the test/route-matrix-<area>.ts it spreads in (the statuses follow from the access level: check them, and ` +
          `point the request at a row of school A):\n\n${missing.map(suggestEntry).join('\n')}`,
      stale.length > 0 && `Remove from ${MATRIX_FILE} (no such route): ${stale.join(', ')}`,
    ]
      .filter(Boolean)
      .join('\n\n');
    expect({ missing: missing.map((r) => r.key), stale }, advice).toEqual({
      missing: [],
      stale: [],
    });
  });

  it('is read by the matrix by the rules: 401 anonymous, 403 below the level, 404 across schools', () => {
    const live = liveApiRoutes(file.t.app);
    const problems = Object.entries(routeMatrix).flatMap(([key, entry]) => {
      const route = live.find((r) => r.key === key);
      return route ? entryProblems(key, entry, route) : [];
    });
    expect(problems).toEqual([]);
  });
});

describe.each(Object.entries(routeMatrix))('%s', (key, entry) => {
  it('answers every caller as the matrix lists, privately and varying by Authorization', async () => {
    const { t, world } = file;
    const route = liveApiRoutes(t.app).find((r) => r.key === key);
    expect(route, `${key} is not a live route`).toBeDefined();
    if (!route) return;
    const cacheControl = route.config.cache ?? NO_STORE;
    const got = {} as Record<Caller, number>;
    const notes: string[] = [];
    for (const caller of CALLERS) {
      const request = (await entry.request?.(world, caller)) ?? { url: route.url };
      const token =
        request.token !== undefined
          ? request.token
          : caller === 'anonymous'
            ? null
            : world.tokens[caller];
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: request.url,
        headers: { ...(token ? bearer(token) : {}), ...request.headers },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
        remoteAddress: freshAddress(),
      });
      got[caller] = res.statusCode;
      if (res.statusCode !== parseStatuses(entry.statuses)[caller]) {
        notes.push(`${caller} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      if (res.headers['cache-control'] !== cacheControl) {
        notes.push(`${caller}: Cache-Control '${res.headers['cache-control']}'`);
      }
      if (!/\bauthorization\b/i.test(String(res.headers.vary ?? ''))) {
        notes.push(`${caller}: Vary '${res.headers.vary}' lacks Authorization`);
      }
    }
    expect({ statuses: got, notes }, notes.join('\n')).toEqual({
      statuses: parseStatuses(entry.statuses),
      notes: [],
    });
  });
});
