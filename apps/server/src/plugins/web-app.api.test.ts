import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { writeWebDist } from '../../test/web-dist-fixture.ts';

let t: TestApp;
let dist: ReturnType<typeof writeWebDist>;

beforeAll(async () => {
  dist = writeWebDist();
  t = await createTestApp({
    webDistDir: dist.dir,
    env: {
      APP_NAME: 'Glazbena <Takt>',
      SCHOOL_WEBSITE_URL: 'https://www.glazbena-skola.hr/?a=1&b="2"',
      PROVIDER_WEBSITE_URL: 'https://takt.example.org',
    },
  });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('serving the web app', () => {
  it('answers navigations to client routes with index.html, revalidated', async () => {
    for (const url of ['/', '/login', '/user?tab=polls', '/nepostojeca/stranica', '/a.b/c']) {
      const res = await get(url, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
    // HEAD too, and a client that states no preference.
    expect((await t.app.inject({ method: 'HEAD', url: '/profil' })).statusCode).toBe(200);
    expect((await get('/profil')).statusCode).toBe(200);
  });

  it('writes the configured site links into the page, escaped, also for /index.html', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const content = /<meta name="takt-site" content="([^"]*)"/.exec(res.body)?.[1] ?? '';
      expect(content).not.toContain('"');
      const decoded = content.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
      expect(res.body).toContain('<title>Glazbena &lt;Takt&gt;</title>');
      expect(JSON.parse(decoded.replaceAll('&lt;', '<').replaceAll('&gt;', '>'))).toEqual({
        appName: 'Glazbena <Takt>',
        schoolWebsiteUrl: 'https://www.glazbena-skola.hr/?a=1&b="2"',
        providerWebsiteUrl: 'https://takt.example.org',
      });
    }
  });

  it('serves real files as files: hashed assets immutable, the others revalidated', async () => {
    const asset = await get('/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('User-agent: *');
    expect(robots.headers['cache-control']).toBe('no-cache');
    const favicon = await get('/favicon.ico');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/icon/);
    expect((await get('/theme-init.js')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, never the app page', async () => {
    for (const url of ['/assets/nope.js', '/x.png', '/assets/main-abc123.css', '/a/b/c.webp']) {
      const res = await get(url, { accept: 'text/html,*/*' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
      expect(res.json().code).toBe('not_found');
    }
  });

  it('gives the realtime path a 404 until realtime exists', async () => {
    for (const url of ['/socket.io/?EIO=4&transport=polling', '/socket.io', '/socket.io/x']) {
      const res = await get(url, { accept: '*/*' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('answers requests that want no page with 404: other methods, other types, /api', async () => {
    const api = await get('/api/ne-postoji', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
    expect((await t.app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
    expect((await get('/login', { accept: 'application/json' })).statusCode).toBe(404);
    expect((await get('/login', { accept: 'image/avif,image/webp' })).statusCode).toBe(404);
  });
});
