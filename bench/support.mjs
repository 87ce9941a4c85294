#!/usr/bin/env node
// Support benchmarks (also part of `npm run bench`; alone: `node bench/support.mjs` after
// `npm run build`). On the compiled server with the demo school and 50 000 analytics samples:
// - GET /api/admin/analytics?days=30 (the admins' p75 per page and sessions per day): the first,
//   uncached answer, then under load (answers are kept a minute);
// - POST /api/error/report in an error storm (one error from one browser, again and again):
//   answered from the 60 s dedupe without a write, and only one row stays in the inbox.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

export const supportBudgets = {
  analyticsColdMs: 1500,
  analyticsP975Ms: 100,
  errorStormMinReqS: 300,
};
const SAMPLES = 50_000;
const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 5);

function startServer(port, dataDir) {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${path.join(dataDir, 'support.db')}`,
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
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
    autocannon({ connections: 10, duration, ...opts }, (err, r) => {
      if (err) return reject(err);
      resolve({
        title,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p97.5 ms': r.latency.p97_5,
        'p99 ms': r.latency.p99,
        errors: r.errors + r.non2xx,
      });
    });
  });
}

async function token(base, username) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: username, password: 'demo1234' }),
  });
  return (await res.json()).token;
}

/** 50 000 samples of the first school over 30 days, written straight into the bench database. */
function seedSamples(file) {
  const db = new Database(file);
  const school = db.prepare('select id from schools order by id limit 1').get().id;
  const insert = db.prepare(
    'insert into analytics_samples (schoolId, day, route, metric, value, sessionId) values (?, ?, ?, ?, ?, ?)',
  );
  const routes = ['/user', '/profil', '/raspored', '/chat', '/chat/:id', '/racuni', '/obavijesti'];
  const metrics = ['LCP', 'INP', 'CLS', 'session'];
  const today = Date.now();
  db.transaction(() => {
    for (let i = 0; i < SAMPLES; i++) {
      const day = new Date(today - (i % 30) * 86_400_000).toISOString().slice(0, 10);
      const metric = metrics[i % 4];
      const value = metric === 'CLS' ? (i % 17) / 100 : 50 + ((i * 7919) % 3000);
      insert.run(school, day, routes[i % routes.length], metric, value, `bench-${i % 2000}`);
    }
  })();
  db.close();
}

export async function supportBench(failures, { port = 3403, tmp } = {}) {
  const dataDir = fs.mkdtempSync(path.join(tmp ?? os.tmpdir(), 'takt-support-bench-'));
  const stop = startServer(port, dataDir);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    seedSamples(path.join(dataDir, 'support.db'));
    const admin = await token(base, 'admin');
    const coldStart = performance.now();
    await fetch(`${base}/api/admin/analytics?days=30`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const coldMs = Math.round(performance.now() - coldStart);
    const student = await token(base, 'ucenik');
    const rows = [
      await load('GET /api/admin/analytics?days=30 (50 000 samples)', {
        url: `${base}/api/admin/analytics?days=30`,
        headers: { authorization: `Bearer ${admin}` },
      }),
      await load('POST /api/error/report (error storm, deduped)', {
        url: `${base}/api/error/report`,
        method: 'POST',
        headers: { authorization: `Bearer ${student}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          kind: 'error',
          errorKind: 'network',
          message: 'Failed to fetch (bench storm)',
          url: '/raspored',
        }),
      }),
    ];
    console.log(`\nSupport (${duration} s each, 10 connections):`);
    console.table(rows);
    const db = new Database(path.join(dataDir, 'support.db'), { readonly: true });
    const storm = db
      .prepare(
        "select count(*) as n, sum(occurrences) as o from problem_reports where description like '%bench storm%'",
      )
      .get();
    db.close();
    console.log(`admin analytics, first (uncached) answer over ${SAMPLES} samples: ${coldMs} ms`);
    console.log(`error storm in the inbox: ${storm.n} row, ${storm.o} occurrence(s)`);
    const [analytics, errors] = rows;
    if (analytics['p97.5 ms'] > supportBudgets.analyticsP975Ms)
      failures.push(
        `admin analytics p97.5 ${analytics['p97.5 ms']} ms > ${supportBudgets.analyticsP975Ms} ms`,
      );
    if (coldMs > supportBudgets.analyticsColdMs)
      failures.push(`admin analytics uncached ${coldMs} ms > ${supportBudgets.analyticsColdMs} ms`);
    if (errors['req/s'] < supportBudgets.errorStormMinReqS)
      failures.push(`error storm ${errors['req/s']} req/s < ${supportBudgets.errorStormMinReqS}`);
    if (rows.some((r) => r.errors > 0)) failures.push('support: errors under load');
    if (storm.n !== 1 || storm.o !== 1) failures.push('support: the error storm was not deduped');
  } finally {
    stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failures = [];
  supportBench(failures, { port: Number(process.env.BENCH_PORT ?? 3400) + 3 })
    .then(() => {
      console.log(
        failures.length ? `\nBudgets exceeded:\n- ${failures.join('\n- ')}` : '\nAll budgets met.',
      );
      process.exit(failures.length ? 1 : 0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
