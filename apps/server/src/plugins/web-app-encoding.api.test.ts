import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FIXTURE_SCRIPT, writeWebDist } from '../../test/web-dist-fixture.ts';

/** Compressed answers: built assets from their precompressed twins, JSON above 1 KB on the fly. */

let dev: TestApp;
let production: TestApp;
let dist: ReturnType<typeof writeWebDist>;
const BIG = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Učenik ${i}` })) };

beforeAll(async () => {
  dist = writeWebDist();
  const extraRoutes = (app: TestApp['app']) => {
    app.get('/big.json', async () => BIG);
    app.get('/small.json', async () => ({ ok: true }));
    const item = z.object({ id: z.number(), name: z.string() });
    const schema = { response: { 200: z.object({ items: z.array(item) }) } };
    app.get('/api/test/big', { config: { access: 'public' }, schema }, async () => BIG);
  };
  dev = await createTestApp({ webDistDir: dist.dir, extraRoutes });
  production = await createTestApp({
    webDistDir: dist.dir,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
  });
});
afterAll(async () => {
  await dev?.close();
  await production?.close();
  dist.remove();
});

const get = (t: TestApp, url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
  });

function decoded(res: LightMyRequestResponse): string {
  switch (res.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(res.rawPayload).toString();
    case 'gzip':
      return zlib.gunzipSync(res.rawPayload).toString();
    default:
      return res.body;
  }
}

describe('built assets', () => {
  it('go out as their brotli or gzip twin, once compressed, with Vary', async () => {
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get(dev, '/assets/main-abc123.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toContain('immutable');
      // Decoding once gives the script: the stored twin was not compressed again.
      expect(decoded(res)).toBe(FIXTURE_SCRIPT);
    }
  });

  it('go out as they are to a client that takes no compression', async () => {
    const res = await get(dev, '/assets/main-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(FIXTURE_SCRIPT);
  });

  it('never expose the twins under their own names', async () => {
    for (const url of ['/assets/main-abc123.js.br', '/assets/main-abc123.js.gz']) {
      expect((await get(dev, url, 'br')).statusCode, url).toBe(404);
    }
  });

  it('serve the app page compressed too', async () => {
    const res = await get(dev, '/login', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(res)).toContain('<div id="root">');
  });
});

describe('source maps', () => {
  it('are served in development', async () => {
    expect((await get(dev, '/assets/main-abc123.js.map')).statusCode).toBe(200);
  });

  it('are not served in production', async () => {
    const res = await get(production, '/assets/main-abc123.js.map');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('sources');
    expect((await get(production, '/assets/main-abc123.js')).statusCode).toBe(200);
  });
});

describe('JSON answers', () => {
  it('above 1 KB are compressed with what the client prefers', async () => {
    const res = await get(dev, '/big.json', 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(BIG).length / 3);
    expect(JSON.parse(decoded(res))).toEqual(BIG);
    expect((await get(dev, '/big.json', 'gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('below 1 KB, or to a client that takes no compression, go as they are', async () => {
    expect((await get(dev, '/small.json', 'br')).headers['content-encoding']).toBeUndefined();
    const plain = await get(dev, '/big.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(BIG);
  });

  it('from /api routes are compressed by the same rule', async () => {
    const big = await get(dev, '/api/test/big', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(big))).toEqual(BIG);
    const health = await get(dev, '/api/health', 'br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
