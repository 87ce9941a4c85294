#!/usr/bin/env node
// Invoices benchmark (`node bench/invoices.mjs`, after `npm run build`; `npm run bench` runs it
// too). On SQLite (a fresh file) and on PostgreSQL (a fresh database on BENCH_PG_URL's server,
// by default the local one): the compiled server with the demo school, grown to 1,000 more
// students; then
//  1. one issue run for all of them, timed until every PDF exists (the background jobs make
//     them; GET /api/invoices/pdf-progress says when): invoices per second;
//  2. the latency under load (10 connections) of a student's list, the student holding 14
//     invoices, and of the admin list of that school (first page with totals, and filtered).
// Budgets: ≥ 50 invoices/s; p95 of GET /api/invoices/mine ≤ 30 ms and of GET /api/invoices
// ≤ 50 ms. p95 is computed from every response's time (autocannon reports no p95 itself).
// BENCH_DATABASES=sqlite (or postgres) runs one; BENCH_INVOICE_STUDENTS changes the 1,000.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { benchPgUrl, cpuSeconds, start, stop, waitFor } from './harness.mjs';

export const invoiceBudgets = { invoicesPerSecond: 50, mineP95Ms: 30, adminListP95Ms: 50 };

const root = path.resolve(import.meta.dirname, '..');
const STUDENTS = Number(process.env.BENCH_INVOICE_STUDENTS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PERIOD = '2031-01';

/** 1,000 students like the demo's 'ucenik.mali' (same program and attendance type), on SQLite. */
function growSqlite(file) {
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

/** The same on PostgreSQL, in two statements. */
async function growPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select column_name from information_schema.columns where table_name = 'users' and table_schema = current_schema() and column_name <> 'id' and is_generated = 'NEVER'",
    );
    const replaced = {
      korisnickoIme: `'bench.ucenik' || g.i`,
      email: `'bench' || g.i || '@example.com'`,
      emailLower: `'bench' || g.i || '@example.com'`,
      prezime: `'Učenik ' || g.i`,
    };
    const columns = rows.map((r) => r.column_name);
    const values = columns.map((c) => replaced[c] ?? `u."${c}"`);
    await client.query(
      `insert into users (${columns.map((c) => `"${c}"`).join(', ')})
       select ${values.join(', ')} from users u, generate_series(0, $1 - 1) as g(i)
       where u."korisnickoIme" = 'ucenik.mali'`,
      [STUDENTS],
    );
    await client.query(
      `insert into user_programs ("userId", "programId")
       select n.id, p."programId" from users n
       join user_programs p on p."userId" = (select id from users where "korisnickoIme" = 'ucenik.mali')
       where n."korisnickoIme" like 'bench.ucenik%'`,
    );
  } finally {
    await client.end();
  }
}

/** A fresh, empty PostgreSQL database for this run (dropped again afterwards). */
async function freshPostgres() {
  const url = new URL(benchPgUrl);
  url.pathname = '/takt_bench_invoices';
  const admin = new URL(benchPgUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query('drop database if exists takt_bench_invoices with (force)');
  await client.query('create database takt_bench_invoices');
  await client.end();
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query('drop database if exists takt_bench_invoices with (force)');
      await c.end();
    },
  };
}

const percentile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;

/** Load with 10 connections; percentiles from every response's own time. */
function load(title, url, headers, pid) {
  const cpuBefore = cpuSeconds(pid);
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, headers, connections: 10, duration: SECONDS }, (err, r) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      resolve({
        title,
        'req/s': Math.round(r.requests.average),
        'p50 ms': Math.round(percentile(times, 0.5) * 10) / 10,
        'p95 ms': Math.round(percentile(times, 0.95) * 10) / 10,
        'p97.5 ms': Math.round(percentile(times, 0.975) * 10) / 10,
        'p99 ms': Math.round(percentile(times, 0.99) * 10) / 10,
        'CPU µs/req': Math.round(((cpuSeconds(pid) - cpuBefore) / Math.max(1, times.length)) * 1e6),
        errors: r.errors + r.non2xx,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function api(base, pathname, { headers = {}, method = 'GET', body } = {}) {
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${json.message}`);
  return json;
}

/** Waits until every invoice of `period` has its PDF; answers when (performance.now()). */
async function pdfsDone(base, headers, period) {
  for (;;) {
    const { total, ready } = await api(base, `/api/invoices/pdf-progress?period=${period}`, {
      headers,
    });
    if (ready >= total) return performance.now();
    // Asked four times a second: often enough to time a run of a minute, rarely enough not to
    // weigh on the server's CPU being measured.
    await new Promise((r) => setTimeout(r, 250));
  }
}

const monthsBack = (n) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

async function runOn(database, port) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-bench-invoices-'));
  const pgDb = database === 'PostgreSQL' ? await freshPostgres() : null;
  const file = path.join(tmp, 'bench.db');
  // BENCH_INVOICE_PROFILE=dir writes the server's CPU profile there (node --cpu-prof).
  const profile = process.env.BENCH_INVOICE_PROFILE;
  const child = start(
    path.join(root, 'apps/server/dist/server.js'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: pgDb ? pgDb.url : `file:${file}`,
      DATA_DIR: tmp,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    if (pgDb) await growPostgres(pgDb.url);
    else growSqlite(file);
    const auth = async (user) => {
      const { token } = await api(base, '/api/login', {
        method: 'POST',
        body: { emailOrUsername: user, password: 'demo1234' },
      });
      return { authorization: `Bearer ${token}` };
    };
    const admin = await auth('admin');
    // The demo's own PDFs are made by the jobs its seed queued: let them finish first.
    for (const back of [0, 1, 2]) await pdfsDone(base, admin, monthsBack(back));

    const cpuBefore = cpuSeconds(child.pid);
    const started = performance.now();
    const answer = await api(base, '/api/invoices/issue', {
      method: 'POST',
      headers: admin,
      body: { period: PERIOD, scope: { kind: 'all' } },
    });
    const answered = performance.now();
    const finished = await pdfsDone(base, admin, PERIOD);
    const count = answer.issued.length;
    const seconds = (finished - started) / 1000;
    const cpu = cpuSeconds(child.pid) - cpuBefore;
    const issue = {
      database,
      invoices: count,
      'answered s': Math.round((answered - started) / 100) / 10,
      'all PDFs s': Math.round(seconds * 10) / 10,
      'invoices/s': Math.round(count / seconds),
      // The server's own CPU per invoice (row, notification, fiscalisation, PDF, file): what
      // the rate would be with a core to itself, whatever else shares the machine.
      'CPU ms/invoice': Math.round((cpu / count) * 10_000) / 10,
      'invoices per CPU s': Math.round(count / cpu),
    };

    // 'ucenik' has the demo's three and this run's; eleven more months make fourteen.
    const student = await auth('ucenik');
    const { user } = await api(base, '/api/user', { headers: student });
    for (let m = 1; m <= 10; m++) {
      await api(base, '/api/invoices/issue', {
        method: 'POST',
        headers: admin,
        body: {
          period: `2030-${String(m).padStart(2, '0')}`,
          scope: { kind: 'students', studentIds: [user.id] },
        },
      });
    }
    await api(base, '/api/invoices/issue', {
      method: 'POST',
      headers: admin,
      body: { period: '2030-R1', scope: { kind: 'students', studentIds: [user.id] } },
    });
    const mine = await api(base, '/api/invoices/mine', { headers: student });
    const rows = [
      // The platform's own signed-in read on this machine at this moment, for comparison.
      await load(`${database}: GET /api/user (baseline)`, `${base}/api/user`, student, child.pid),
      await load(
        `${database}: GET /api/invoices/mine (${mine.invoices.length} invoices)`,
        `${base}/api/invoices/mine`,
        student,
        child.pid,
      ),
      await load(
        `${database}: GET /api/invoices (admin, first page + totals)`,
        `${base}/api/invoices?limit=50`,
        admin,
        child.pid,
      ),
      await load(
        `${database}: GET /api/invoices (admin, unpaid of a month)`,
        `${base}/api/invoices?limit=50&status=issued&period=${PERIOD}`,
        admin,
        child.pid,
      ),
    ];
    return { issue, rows };
  } finally {
    await stop(child);
    fs.rmSync(tmp, { recursive: true, force: true });
    await pgDb?.drop();
  }
}

/** Runs the invoices benchmark; answers the budget failures (empty when all are met). */
export async function invoicesBench({ port = 3430 } = {}) {
  const only = process.env.BENCH_DATABASES?.toLowerCase();
  const databases = ['SQLite', 'PostgreSQL'].filter(
    (d) => !only || only.split(',').some((o) => d.toLowerCase().startsWith(o)),
  );
  const failures = [];
  const issues = [];
  const rows = [];
  for (const [n, database] of databases.entries()) {
    const result = await runOn(database, port + n);
    issues.push(result.issue);
    rows.push(...result.rows);
  }
  console.log(`\nInvoices: ${STUDENTS} more students, issue run timed until every PDF exists`);
  console.table(issues);
  console.table(rows);
  for (const issue of issues) {
    if (issue['invoices/s'] < invoiceBudgets.invoicesPerSecond)
      failures.push(`${issue.database}: issuing ${issue['invoices/s']} invoices/s`);
  }
  for (const row of rows) {
    const budget = row.title.includes('/mine')
      ? invoiceBudgets.mineP95Ms
      : row.title.includes('admin')
        ? invoiceBudgets.adminListP95Ms
        : null;
    if (budget !== null && row['p95 ms'] > budget)
      failures.push(`${row.title}: p95 ${row['p95 ms']} ms`);
    if (row.errors > 0) failures.push(`${row.title}: errors under load`);
  }
  return failures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  invoicesBench({ port: Number(process.env.BENCH_PORT ?? 3143) })
    .then((failures) => {
      console.log(
        failures.length ? `Budgets exceeded: ${failures.join('; ')}` : 'All invoice budgets met.',
      );
      process.exit(failures.length ? 1 : 0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
