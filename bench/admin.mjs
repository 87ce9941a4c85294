#!/usr/bin/env node
// Administration benchmark (part of `npm run bench`; alone: `node bench/admin.mjs` after
// `npm run build`). On the compiled server with the demo school plus 1,000 imported students:
// the import preview of a 1,000-row XLSX, GET /api/admin/students with filters under load, and
// the erasure of one person. SQLite always; PostgreSQL too when BENCH_PG_URL names a server
// (a database of its own is made and dropped). Budgets below; traffic stays on 127.0.0.1.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import pg from 'pg';

export const adminBudgets = { listP97_5Ms: 50, previewMs: 5000, eraseMs: 1000 };

const root = path.resolve(import.meta.dirname, '..');
const serverJs = path.join(root, 'apps/server/dist/server.js');
const headers = [
  'Ime',
  'Prezime',
  'E-mail',
  'Datum rođenja',
  'Program',
  'Način pohađanja',
  'Teorija (da/ne)',
];
const letters = (n) =>
  (n >= 26 ? letters(Math.floor(n / 26) - 1) : '') + String.fromCharCode(97 + (n % 26));

async function sheet(rows) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Učenici');
  ws.addRow(headers);
  for (let i = 0; i < rows; i++) {
    ws.addRow([
      ['Ana', 'Ivan', 'Lucija', 'Marko', 'Ema'][i % 5],
      `Čačić${letters(i)}`,
      `bench.${i}@example.com`,
      `${String((i % 28) + 1).padStart(2, '0')}.0${(i % 9) + 1}.19${90 + (i % 10)}.`,
      '',
      '',
      i % 3 === 0 ? 'da' : 'ne',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
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

async function api(base, token, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function onDatabase(label, databaseUrl, port, duration, tmp) {
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(tmp, label),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrUsername: 'admin', password: 'demo1234' }),
    });
    const { token } = await login.json();

    const form = new FormData();
    const xlsx = await sheet(1000);
    form.append('file', new Blob([xlsx]), 'ucenici.xlsx');
    let started = performance.now();
    const preview = await api(base, token, 'POST', '/api/admin/import/students/preview', form);
    const previewMs = Math.round(performance.now() - started);
    if (preview.summary.new !== 1000)
      throw new Error(`preview: ${JSON.stringify(preview.summary)}`);
    started = performance.now();
    await api(base, token, 'POST', '/api/admin/import/students/commit', {
      rows: preview.rows.map((r) => ({ row: r.row, ...r.values })),
    });
    const commitMs = Math.round(performance.now() - started);
    // The credentials mails are made by a background job; measure the list once it is done.
    started = performance.now();
    for (let i = 0; i < 600; i++) {
      const { jobs } = await api(base, token, 'GET', '/api/admin/jobs');
      const job = jobs.find((j) => j.name === 'admin.import-credentials');
      if (job?.queue && job.queue.waiting + job.queue.running === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const credentialsS = Math.round((performance.now() - started) / 100) / 10;

    const load = await autocannon({
      url: `${base}/api/admin/students?q=cacic&theory=1&noMentor=1&limit=50`,
      headers: { authorization: `Bearer ${token}` },
      connections: 4,
      duration,
    });

    const victim = await api(base, token, 'POST', '/api/admin/students', {
      ime: 'Brisko',
      prezime: 'Benčmarkić',
      email: 'brisko@example.com',
    });
    started = performance.now();
    await api(base, token, 'POST', `/api/admin/users/${victim.user.id}/erase`, {
      confirmation: 'Brisko Benčmarkić',
    });
    const eraseMs = Math.round(performance.now() - started);
    return {
      database: label,
      'preview 1,000 rows ms': previewMs,
      'commit 1,000 rows ms': commitMs,
      'credentials job s': credentialsS,
      'list req/s': Math.round(load.requests.average),
      'list p50 ms': load.latency.p50,
      'list p97.5 ms': load.latency.p97_5,
      'list errors': load.errors + load.non2xx,
      'erase ms': eraseMs,
    };
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Runs the administration benchmark; budget failures are pushed onto `failures`. */
export async function adminBench(failures, options = {}) {
  const duration = options.duration ?? Number(process.env.BENCH_SECONDS ?? 5);
  const port =
    options.port ??
    Number(process.env.BENCH_ADMIN_PORT ?? Number(process.env.BENCH_PORT ?? 3400) + 20);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-bench-admin-'));
  const rows = [];
  try {
    rows.push(
      await onDatabase('sqlite', `file:${path.join(tmp, 'admin.db')}`, port, duration, tmp),
    );
    const pgUrl = process.env.BENCH_PG_URL;
    if (pgUrl) {
      const name = `takt_bench_admin_${Date.now()}`;
      const adminClient = new pg.Client({ connectionString: pgUrl });
      await adminClient.connect();
      await adminClient.query(`create database ${name}`);
      try {
        const url = new URL(pgUrl);
        url.pathname = `/${name}`;
        rows.push(await onDatabase('postgres', url.toString(), port + 1, duration, tmp));
      } finally {
        await adminClient.query(`drop database if exists ${name} with (force)`);
        await adminClient.end();
      }
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`\nAdministration (1,000 imported students, ${duration} s of load, 4 connections):`);
  console.table(rows);
  for (const r of rows) {
    if (r['list p97.5 ms'] > adminBudgets.listP97_5Ms)
      failures.push(
        `${r.database}: /api/admin/students p97.5 ${r['list p97.5 ms']} ms > ${adminBudgets.listP97_5Ms} ms`,
      );
    if (r['list errors'] > 0) failures.push(`${r.database}: errors on /api/admin/students`);
    if (r['preview 1,000 rows ms'] > adminBudgets.previewMs)
      failures.push(
        `${r.database}: import preview ${r['preview 1,000 rows ms']} ms > ${adminBudgets.previewMs} ms`,
      );
    if (r['erase ms'] > adminBudgets.eraseMs)
      failures.push(`${r.database}: erasure ${r['erase ms']} ms > ${adminBudgets.eraseMs} ms`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failures = [];
  adminBench(failures)
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
