import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><meta name="takt-site" content="{}" /><title>Takt</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'theme-init.js'), '/* theme */');
  t = await createTestApp({
    webDistDir: dist,
    env: {
      APP_NAME: 'Glazbena <Takt>',
      SCHOOL_WEBSITE_URL: 'https://www.glazbena-skola.hr/?a=1&b="2"',
      PROVIDER_WEBSITE_URL: 'https://takt.example.org',
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers client routes with index.html, revalidated', async () => {
    for (const url of ['/', '/login', '/user?tab=polls', '/nepostojeca/stranica']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('writes the configured site links into the page, escaped, also for /index.html', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
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

  it('serves hashed assets as immutable and other files revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const script = await t.app.inject({ method: 'GET', url: '/theme-init.js' });
    expect(script.headers['cache-control']).toBe('no-cache');
  });

  it('still answers unknown /api paths with JSON, and non-GET page requests with 404', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/ne-postoji' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
    const post = await t.app.inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
  });
});
