import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app) => {
      const schema = { response: { 200: z.object({}) } };
      app.get('/api/__boom', { config: { access: 'public' }, schema }, async () => {
        throw new Error('secret connection string postgres://user:pw@db');
      });
    },
  });
});
afterAll(() => t.close());

describe('errors', () => {
  it('answers an unknown /api path with a JSON 404, never the SPA', async () => {
    for (const url of ['/api/nepostojece', '/api', '/api/user/extra/segments']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: 'Traženi resurs nije pronađen.', code: 'not_found' });
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/login' })).statusCode).toBe(404);
  });

  it('hides 5xx internals behind a generic Croatian message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Došlo je do greške na serveru. Molimo pokušajte ponovno za nekoliko minuta.',
      code: 'internal_error',
    });
    expect(res.body).not.toMatch(/postgres|secret|stack/);
  });

  it('refuses an oversized body with 413 in Croatian', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { emailOrUsername: 'x', password: 'y'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Zahtjev je prevelik.', code: 'payload_too_large' });
  });

  it('refuses a body of the wrong media type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });
});

describe('security headers', () => {
  it('are sent on API responses and errors alike', async () => {
    for (const url of ['/api/health', '/api/nepostojece']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('GET /api/health', () => {
  it('reports a reachable database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('GET /api/health with the database gone', () => {
  it('answers 503 and says the database is unreachable', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'unreachable' });
    await broken.close();
  });
});
