#!/usr/bin/env node
// Invoices benchmark (`node bench/invoices.mjs`, after `npm run build`; `npm run bench` runs it
// too). The compiled server on a fresh SQLite file with the demo school, grown to 1,000 more
// students; then: one issue run for all of them with PDFs (invoices per second), and the
// latency under load of a student's invoice list and of the admin list of that school.
// Budgets: ≥ 50 invoices/s; p95 of GET /api/invoices/mine ≤ 30 ms and of GET /api/invoices
// ≤ 50 ms (autocannon reports p97.5, which is what is compared: stricter than p95).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

export const invoiceBudgets = { invoicesPerSecond: 50, mineP95Ms: 30, adminListP95Ms: 50 };

const root = path.resolve(import.meta.dirname, '..');
const STUDENTS = Number(process.env.BENCH_INVOICE_STUDENTS ?? 1000);

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

/** 1,000 students like the demo's 'ucenik.mali' (same program and attendance type). */
function growSchool(file) {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const columns = db
    .prepare('pragma table_info(users)')
    .all()
    .map((c) => c.name)
    .filter((c) => c !== 'id');
  const template = db.prepare("select * from users where korisnickoIme = 'ucenik.mali'").get();
  const programs = db
    .prepare('select programId from user_programs where userId = ?')
    .all(template.id);
  const insertUser = db.prepare(
    `insert into users (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
  );
  const insertProgram = db.prepare('insert into user_programs (userId, programId) values (?, ?)');
  db.transaction(() => {
    for (let i = 0; i < STUDENTS; i++) {
      const row = {
        ...template,
        korisnickoIme: `bench.ucenik${i}`,
        email: `bench${i}@example.com`,
        emailLower: `bench${i}@example.com`,
        prezime: `Učenik ${i}`,
      };
      const { lastInsertRowid } = insertUser.run(...columns.map((c) => row[c]));
      for (const p of programs) insertProgram.run(lastInsertRowid, p.programId);
    }
  })();
  db.close();
}

function load(title, url, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, headers, connections: 10, duration: Number(process.env.BENCH_SECONDS ?? 5) },
      (err, r) =>
        err
          ? reject(err)
          : resolve({
              title,
              'req/s': Math.round(r.requests.average),
              'p50 ms': r.latency.p50,
              'p97.5 ms': r.latency.p97_5,
              'p99 ms': r.latency.p99,
              errors: r.errors + r.non2xx,
            }),
    );
  });
}

/** Runs the invoices benchmark; answers the budget failures (empty when all are met). */
export async function invoicesBench({ port = 3430 } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-bench-invoices-'));
  const file = path.join(tmp, 'bench.db');
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${file}`,
      DATA_DIR: tmp,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const failures = [];
  try {
    await waitFor(`${base}/api/health`);
    growSchool(file);
    const auth = async (user) => {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailOrUsername: user, password: 'demo1234' }),
      });
      return { authorization: `Bearer ${(await res.json()).token}` };
    };
    const admin = await auth('admin');
    const started = performance.now();
    const res = await fetch(`${base}/api/invoices/issue`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ period: '2031-01', scope: { kind: 'all' } }),
    });
    const seconds = (performance.now() - started) / 1000;
    const { issued } = await res.json();
    if (res.status !== 201) throw new Error(`issue answered ${res.status}`);
    const perSecond = Math.round(issued.length / seconds);
    console.log(
      `\nInvoices: issued ${issued.length} with PDFs in ${seconds.toFixed(1)} s → ${perSecond} invoices/s (budget ≥ ${invoiceBudgets.invoicesPerSecond})`,
    );
    const student = await auth('ucenik');
    const rows = [
      // The platform's own signed-in read on this machine at this moment, for comparison.
      await load('GET /api/user (baseline)', `${base}/api/user`, student),
      await load('GET /api/invoices/mine (student)', `${base}/api/invoices/mine`, student),
      await load(
        'GET /api/invoices (admin, 1,000+ students)',
        `${base}/api/invoices?limit=50`,
        admin,
      ),
    ];
    console.table(rows);
    if (perSecond < invoiceBudgets.invoicesPerSecond)
      failures.push(`issuing ${perSecond} invoices/s`);
    if (rows[1]['p97.5 ms'] > invoiceBudgets.mineP95Ms)
      failures.push('student invoice list latency');
    if (rows[2]['p97.5 ms'] > invoiceBudgets.adminListP95Ms)
      failures.push('admin invoice list latency');
    if (rows.some((r) => r.errors > 0)) failures.push('errors under load');
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    await new Promise((r) => setTimeout(r, 300));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return failures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  invoicesBench({ port: Number(process.env.BENCH_PORT ?? 3143) })
    .then((failures) => {
      console.log(
        failures.length ? `Budgets exceeded: ${failures.join(', ')}` : 'All invoice budgets met.',
      );
      process.exit(failures.length ? 1 : 0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
