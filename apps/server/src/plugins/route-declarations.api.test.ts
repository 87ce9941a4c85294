import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveApiRoutes } from '../../test/live-routes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The documentation's own routes come from @fastify/swagger-ui, not from a module. */
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

describe('route declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every /api route of a module declares its response schema', () => {
    const routes = liveApiRoutes(t.app).filter((r) => !isDocs(r.url));
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes.filter((r) => !r.schema?.response);
    expect(undeclared.map((r) => r.key)).toEqual([]);
  });

  it('a module route without a response schema stops the app', async () => {
    const started = await createTestApp({
      extraRoutes: (app) =>
        void app.register(async (module) => {
          module.get('/api/__bez-odgovora', { config: { access: 'signedIn' } }, async () => ({
            ok: true,
          }));
        }),
    }).catch((error: Error) => error);
    expect(started).toBeInstanceOf(Error);
    expect((started as Error).message).toMatch(
      /GET \/api\/__bez-odgovora does not declare schema.response/,
    );
  });

  it('the same route with a response schema registers', async () => {
    const started = await createTestApp({
      extraRoutes: (app) =>
        void app.register(async (module) => {
          module.get(
            '/api/__s-odgovorom',
            {
              config: { access: 'signedIn' },
              schema: { response: { 200: z.object({ ok: z.boolean() }) } },
            },
            async () => ({ ok: true }),
          );
        }),
    });
    await started.close();
  });
});
