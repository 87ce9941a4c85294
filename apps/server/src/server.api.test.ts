import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCompiledServer } from '../test/compiled-server.ts';
import { freePort, request, runNode, type RunningProcess } from '../test/running-server.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { FIXTURE_SCRIPT, writeWebDist } from '../test/web-dist-fixture.ts';

/**
 * The production path of the README, for real: the server compiled by `npm run build`, run with
 * `node` and NODE_ENV=production (on PostgreSQL when TEST_DATABASE_URL is set), serving a web
 * build, and stopped with SIGTERM as a service manager stops it.
 */

const JWT_SECRET = 'a-production-secret-of-at-least-32-characters';
let build: Awaited<ReturnType<typeof buildCompiledServer>>;
let dist: ReturnType<typeof writeWebDist>;
let workDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
let server: RunningProcess;
let port: number;

/** DATABASE_URL for the child: a private PostgreSQL schema (through search_path) or a file. */
async function databaseUrl(): Promise<string> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) return `file:${path.join(workDir, 'takt.db')}`;
  database = await createTestDatabase();
  const { schema } = await database.database.db
    .selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema'))
    .executeTakeFirstOrThrow();
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${options}`;
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-production-'));
  dist = writeWebDist();
  [build, port] = await Promise.all([buildCompiledServer(), freePort()]);
  server = runNode(build.serverJs, workDir, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: await databaseUrl(),
    DATA_DIR: workDir,
    WEB_DIST: dist.dir,
    JWT_SECRET,
    LOG_LEVEL: 'info',
  });
  await server.waitForOutput(/listening on http:\/\/localhost:/);
}, 120_000);

afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await database?.drop();
  build?.remove();
  dist?.remove();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('the compiled server in production', () => {
  it('answers the health check and seeds no demo accounts', async () => {
    const health = await request(port, '/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok', database: 'ok' });
    const demo = await request(port, '/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(demo.status).toBe(400);
    expect(server.output()).not.toMatch(/Demo data seeded/);
  });

  it('warns once about a missing REDIS_URL on PostgreSQL, and only there', () => {
    const warnings = server.output().match(/REDIS_URL is not set/g) ?? [];
    expect(warnings).toHaveLength(process.env.TEST_DATABASE_URL ? 1 : 0);
  });

  it('serves the page and the assets compressed, and missing files as 404', async () => {
    const page = await request(port, '/login', {
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.body).toString()).toContain('<div id="root">');

    const script = await request(port, '/assets/main-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(script.body).toString()).toBe(FIXTURE_SCRIPT);

    for (const url of ['/assets/main-abc123.js.map', '/assets/nope.js']) {
      expect((await request(port, url, { headers: { accept: '*/*' } })).status, url).toBe(404);
    }
    expect((await request(port, '/robots.txt')).status).toBe(200);
  });

  it('carries socket.io on its own port: engine.io answers its path, never the app page', async () => {
    const handshake = await request(port, '/socket.io/?EIO=4&transport=polling', {
      headers: { accept: '*/*' },
    });
    expect(handshake.status).toBe(200);
    expect(handshake.body.toString()).toMatch(/^0\{"sid":/);
    const unknown = await request(port, '/socket.io/?EIO=4', { headers: { accept: 'text/html' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.toString()).not.toContain('<div id="root">');
  });

  it('on SIGTERM stops accepting, finishes the request in flight, drops idle sockets, exits 0', async () => {
    // An idle keep-alive connection, as browsers leave them.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const freed = new Promise<net.Socket>((resolve) => agent.once('free', resolve));
    await request(port, '/api/health', { agent });
    const idle = await freed;
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));

    // A login whose body is still on its way when the signal comes.
    const body = JSON.stringify({ emailOrUsername: 'ravnatelj', password: 'nije-tocna' });
    // Logins the server has started on (its log line comes once the headers are in). Only logins:
    // the log line of the health request above may still be on its way.
    const loginsStarted = (output: string) =>
      output
        .split('\n')
        .filter((line) => line.includes('"url":"/api/login"') && line.includes('incoming request'))
        .length;
    const started = loginsStarted(server.output());
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        path: '/api/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
        agent: false,
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      void server
        .waitForOutput((output) => loginsStarted(output) > started)
        .then(() => {
          server.child.kill('SIGTERM');
          return server.waitForOutput(/shutting down/);
        })
        .then(async () => {
          // The listening socket closes (right after the log line): nobody new gets in.
          await vi.waitFor(() => expect(connect(port)).rejects.toThrow(/ECONNREFUSED/), {
            timeout: 5_000,
            interval: 20,
          });
          req.end(body.slice(10));
        })
        .catch(reject);
    });

    expect(await inFlight).toBe(401);
    await idleClosed;
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // Stopped because everything finished, not because the grace period ran out.
    expect(server.output()).not.toMatch(/closing their sockets/);
    expect(server.output()).toMatch(/"msg":"stopped"/);
    agent.destroy();
  });
});

function connect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

describe('configuration the compiled server refuses', () => {
  it.each([
    [
      'production on PostgreSQL without JWT_SECRET',
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://takt@127.0.0.1:1/takt' },
      /JWT_SECRET: required in production on PostgreSQL/,
    ],
    [
      'TRUST_PROXY=true',
      { TRUST_PROXY: 'true', DATABASE_URL: 'file:./never.db' },
      /TRUST_PROXY: true would trust any X-Forwarded-For.*TRUST_PROXY=1/,
    ],
  ])('%s, with a readable message and exit 1', async (_label, env, message) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-refused-'));
    try {
      const run = runNode(build.serverJs, dir, env);
      const exit = await run.exited;
      expect(exit.code).toBe(1);
      expect(run.output()).toMatch(/^Invalid configuration:\n/);
      expect(run.output()).toMatch(message);
      expect(run.output()).not.toMatch(/\n\s+at /);
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
