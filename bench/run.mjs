#!/usr/bin/env node
// Load and size benchmarks: `npm run bench`. Prints requests/s and latency percentiles for Takt's
// hot endpoints next to a bare Fastify route (the ceiling), then the web bundle's gzip sizes, and
// fails when a budget below is exceeded. Traffic stays on 127.0.0.1.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const budgets = {
  // Everything the browser loads to show /login, the login chunk's own imports included: React,
  // React Router and TanStack Query (~112 KB) plus the shared zod schemas and react-hook-form of
  // the form (~40 KB). Measured 164.9 KB on 2026-11-23; the budget catches regressions.
  loginRouteGzipKb: 175,
  largestChunkGzipKb: 200,
  healthMinShareOfCeiling: 0.1, // helmet headers + a database ping per request
  userP99Ms: 50,
};
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-bench-'));
const children = [];

function start(command, args, env) {
  // Its own process group: npx → tsx → node is a chain, and the whole chain must stop at the end.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function load(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration, ...opts }, (err, result) => {
      if (err) return reject(err);
      const row = {
        title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
      };
      resolve(row);
    });
  });
}

/** Chunks a chunk imports statically (not `import("./x.js")`, which loads only on demand). */
function staticImports(dist, file) {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => `assets/${m[1]}`);
}

function bundleSizes() {
  const dist = path.join(root, 'apps/web/dist');
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return null;
  const html = fs.readFileSync(index, 'utf8');
  const gz = (file) => gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;
  const assets = fs.readdirSync(path.join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const sizes = assets
    .map((f) => ({ file: f, gzipKb: Number(gz(`assets/${f}`).toFixed(1)) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  // What /login needs: index.html's scripts and styles, the login route's lazy chunk, and every
  // chunk those import statically, each counted once.
  const loginChunk = assets.find((f) => /^login-page-.*\.js$/.test(f));
  const queue = [
    ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]),
    ...(loginChunk ? [`assets/${loginChunk}`] : []),
  ];
  const loaded = new Set();
  while (queue.length) {
    const file = queue.shift();
    if (loaded.has(file)) continue;
    loaded.add(file);
    if (file.endsWith('.js')) queue.push(...staticImports(dist, file));
  }
  const initialKb = [...loaded].reduce((sum, f) => sum + gz(f), 0);
  return { initialKb: Number(initialKb.toFixed(1)), files: loaded.size, sizes };
}

async function main() {
  const port = 3400;
  const barePort = 3401;
  start('node', ['bench/bare-server.mjs'], { PORT: String(barePort) });
  start('npx', ['tsx', 'apps/server/src/server.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `file:${path.join(tmp, 'bench.db')}`,
    DATA_DIR: tmp,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  });
  await Promise.all([
    waitFor(`http://127.0.0.1:${barePort}/json`),
    waitFor(`http://127.0.0.1:${port}/api/health`),
  ]);

  const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: 'ucenik', password: 'demo1234' }),
  });
  const { token } = await login.json();

  const rows = [];
  rows.push(
    await load('bare Fastify JSON (ceiling)', { url: `http://127.0.0.1:${barePort}/json` }),
  );
  rows.push(await load('GET /api/health', { url: `http://127.0.0.1:${port}/api/health` }));
  rows.push(
    await load('GET /api/user (signed in)', {
      url: `http://127.0.0.1:${port}/api/user`,
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  rows.push(
    await load('GET /api/nepostojece (JSON 404)', {
      url: `http://127.0.0.1:${port}/api/nepostojece`,
    }),
  );
  console.log(`\nLoad (${duration} s each, 10 connections, ${os.cpus().length} cores):`);
  console.table(rows);

  const failures = [];
  const [ceiling, health, user] = rows;
  if (health['req/s'] < ceiling['req/s'] * budgets.healthMinShareOfCeiling)
    failures.push('health throughput below budget');
  if (user['p99 ms'] > budgets.userP99Ms)
    failures.push(`GET /api/user p99 ${user['p99 ms']} ms > ${budgets.userP99Ms} ms`);
  if (rows.slice(0, 3).some((r) => r.errors > 0)) failures.push('errors under load');

  const bundle = bundleSizes();
  if (bundle) {
    console.log(
      `\nWeb bundle (gzip): everything /login loads ${bundle.initialKb} KB in ${bundle.files} files`,
    );
    console.table(bundle.sizes.slice(0, 12));
    if (bundle.initialKb > budgets.loginRouteGzipKb)
      failures.push(`login route ${bundle.initialKb} KB > ${budgets.loginRouteGzipKb} KB`);
    if ((bundle.sizes[0]?.gzipKb ?? 0) > budgets.largestChunkGzipKb)
      failures.push('largest chunk over budget');
  } else {
    console.log('\n(no apps/web/dist: run `npm run build` to measure bundle sizes)');
  }

  console.log(
    failures.length ? `\nBudgets exceeded:\n- ${failures.join('\n- ')}` : '\nAll budgets met.',
  );
  return failures.length ? 1 : 0;
}

main()
  .then((code) => {
    stopAll();
    fs.rmSync(tmp, { recursive: true, force: true });
    process.exit(code);
  })
  .catch((error) => {
    console.error(error);
    stopAll();
    process.exit(1);
  });
