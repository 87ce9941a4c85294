#!/usr/bin/env node
// Load, size and page-quality benchmarks: `npm run bench` (`-- --no-build` to reuse the build,
// `-- --no-soak` to skip the 10-minute memory soak per database, `-- --only=bundle,lighthouse` to
// run some of: load, schedule, support, invoices, admin, enrollment, bundle, lighthouse, scale,
// soak, chat, notifications).
// Builds the web app and the server, then: requests/s and latency percentiles of Takt's hot
// endpoints next to a bare Fastify route (the ceiling), the JavaScript /login loads next to the
// React floor, and Lighthouse (mobile) on /login served by the compiled server in production.
// Fails when a budget below is exceeded. Traffic stays on 127.0.0.1; BENCH_PORT moves the ports.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { adminBench } from './admin.mjs';
import { chunkSizes, loginRouteSizes, reactFloorGzipKb } from './bundle-size.mjs';
import { invoicesBench } from './invoices.mjs';
import { chatBench } from './chat.mjs';
import { chromiumPath, lighthouse } from './lighthouse.mjs';
import { scheduleBench } from './schedule.mjs';
import { enrollmentBench } from './enrollment.mjs';
import { loadBench as scaleLoadBench } from './load.mjs';
import { notificationsBench } from './notifications.mjs';
import { soakBench } from './soak.mjs';
import { supportBench } from './support.mjs';

const budgets = {
  // JavaScript /login loads (gzip), as a multiple of React + ReactDOM alone.
  loginJsOverFloor: 1.8,
  largestChunkGzipKb: 200,
  healthMinShareOfCeiling: 0.1, // helmet headers + a database ping per request
  userP99Ms: 50,
  lighthouse: { performance: 90, accessibility: 100, 'best-practices': 100 },
};
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const basePort = Number(process.env.BENCH_PORT ?? 3400);
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-bench-'));
const children = [];

function start(script, env) {
  // Its own process group, so everything it starts stops with it at the end.
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
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
      resolve({
        title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    });
  });
}

const serverJs = path.join(root, 'apps/server/dist/server.js');

async function loadBench(failures) {
  const port = basePort;
  const barePort = basePort + 1;
  start(path.join(root, 'bench/bare-server.mjs'), { PORT: String(barePort) });
  start(serverJs, {
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
  const [ceiling, health, user] = rows;
  if (health['req/s'] < ceiling['req/s'] * budgets.healthMinShareOfCeiling)
    failures.push('health throughput below budget');
  if (user['p99 ms'] > budgets.userP99Ms)
    failures.push(`GET /api/user p99 ${user['p99 ms']} ms > ${budgets.userP99Ms} ms`);
  if (rows.slice(0, 3).some((r) => r.errors > 0)) failures.push('errors under load');
  stopAll();
}

async function bundleBench(failures) {
  const login = loginRouteSizes(dist);
  const floorKb = await reactFloorGzipKb(root);
  const ratio = Number((login.jsGzipKb / floorKb).toFixed(2));
  console.log(
    `\nJavaScript /login loads: ${login.jsGzipKb} KB gzip (${login.jsBrotliKb} KB brotli as ` +
      `served) in ${login.files} files, CSS ${login.cssGzipKb} KB gzip` +
      `\nFloor (React + ReactDOM alone, same Vite, minified): ${floorKb} KB gzip → ${ratio} × ` +
      `the floor (budget ${budgets.loginJsOverFloor} ×)`,
  );
  const sizes = chunkSizes(dist);
  console.table(sizes.slice(0, 12));
  if (ratio > budgets.loginJsOverFloor)
    failures.push(`/login JavaScript ${ratio} × the floor > ${budgets.loginJsOverFloor} ×`);
  if ((sizes[0]?.gzipKb ?? 0) > budgets.largestChunkGzipKb)
    failures.push('largest chunk over budget');
}

async function lighthouseBench(failures) {
  const chromePath = chromiumPath();
  if (!chromePath) {
    failures.push("Lighthouse needs Debian's chromium (apt-get install -y chromium)");
    return;
  }
  // Production as a school runs it: compiled server, precompressed assets, no demo data.
  const port = basePort + 2;
  const dataDir = path.join(tmp, 'production');
  start(serverJs, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${path.join(dataDir, 'takt.db')}`,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  const url = `http://127.0.0.1:${port}/login`;
  const result = await lighthouse({ root, url, runs: lighthouseRuns, tmp, chromePath });
  console.log(`\nLighthouse mobile on /login (median of ${lighthouseRuns}):`);
  console.table([{ ...result.scores, ...result.timings }]);
  console.log(`runs (performance, accessibility, best practices): ${JSON.stringify(result.runs)}`);
  if (result.failing.length) console.log(`not passing: ${result.failing.join(', ')}`);
  for (const [category, min] of Object.entries(budgets.lighthouse)) {
    if (result.scores[category] < min)
      failures.push(`Lighthouse ${category} ${result.scores[category]} < ${min}`);
  }
  stopAll();
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const failures = [];
  const only = process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const wanted = (name) => !only || only.includes(name);
  if (wanted('load')) await loadBench(failures);
  if (wanted('schedule')) await scheduleBench(failures, { root, port: basePort + 5, duration });
  if (wanted('support')) await supportBench(failures, { port: basePort + 3, tmp });
  if (wanted('invoices')) failures.push(...(await invoicesBench({ port: basePort + 5 })));
  if (wanted('admin')) await adminBench(failures, { port: basePort + 20, duration });
  if (wanted('enrollment')) await enrollmentBench(failures, { port: basePort + 5, duration });
  if (wanted('bundle')) await bundleBench(failures);
  if (wanted('lighthouse')) await lighthouseBench(failures);
  // On the bench data (50 schools × 1,000 students, seeded on first use): the hot endpoints at
  // 100 connections on both databases, then the memory soak (`-- --no-soak` skips it).
  if (wanted('scale')) await scaleLoadBench({ basePort: basePort + 10, tmp, failures });
  if (wanted('soak') && !process.argv.includes('--no-soak'))
    await soakBench({ basePort: basePort + 10, tmp, failures });
  // Chat: socket fan-out on one and two instances, GET /api/chats with 200 conversations.
  if (wanted('chat')) failures.push(...(await chatBench({ basePort: basePort + 20 })));
  // Notifications: fan-out of a school-wide post to ~1,040 readers, GET /api/notifications for a
  // person with 5,000 notices, on the bench data of both databases.
  if (wanted('notifications'))
    failures.push(...(await notificationsBench({ port: basePort + 30 })));
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
    fs.rmSync(tmp, { recursive: true, force: true });
    process.exit(1);
  });
