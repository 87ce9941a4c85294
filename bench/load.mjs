#!/usr/bin/env node
// Hot endpoints under load on the benchmark data (50 schools × 1,000 students), on SQLite and on
// PostgreSQL, at 100 connections, next to a bare Fastify route (the ceiling) measured in the same
// run: `node bench/load.mjs` (after `npm run build`). BENCH_LOAD_SECONDS sets the seconds per row.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  benchDatabases,
  ensureBenchDatabases,
  load,
  signIn,
  startCeiling,
  startServer,
  stop,
  stopAll,
  waitFor,
} from './harness.mjs';

export const loadBudgets = { minShareOfCeiling: 0.25, p99Ms: 40 };
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

/** The signed-in reader: a student of school 1 who attends theory (so sees polls). */
export const benchReader = { username: 'b01.ucenik0001', password: 'bench1234' };

export const hotEndpoints = [
  { title: 'GET /api/user', path: '/api/user' },
  { title: 'GET /api/posts', path: '/api/posts' },
  { title: 'GET /api/polls/active', path: '/api/polls/active' },
  { title: 'GET /api/search/users', path: '/api/search/users?query=hor' },
];

/**
 * Runs every hot endpoint on both databases; pushes a line to `failures` per missed budget.
 * The ceiling is measured again before each database, since other work on the machine moves it.
 */
export async function loadBench({ basePort, tmp, failures, seconds }) {
  const duration = seconds ?? Number(process.env.BENCH_LOAD_SECONDS ?? 10);
  await ensureBenchDatabases();
  const ceilingPort = basePort + 1;
  const ceiling = startCeiling(ceilingPort);
  await waitFor(`http://127.0.0.1:${ceilingPort}/json`);
  const rows = [];
  try {
    for (const [i, database] of benchDatabases().entries()) {
      const port = basePort + 3 + i;
      const server = startServer({ port, databaseUrl: database.url, dataDir: tmp });
      try {
        await waitFor(`http://127.0.0.1:${port}/api/health`);
        const token = await signIn(port, benchReader.username, benchReader.password);
        const headers = { authorization: `Bearer ${token}` };
        const base = `http://127.0.0.1:${port}`;
        // Warm up: JIT, caches, the database's pages.
        for (const e of hotEndpoints) {
          await load('warm-up', { url: base + e.path, headers, connections: 10, duration: 1 });
        }
        const top = await load('bare Fastify JSON (ceiling)', {
          url: `http://127.0.0.1:${ceilingPort}/json`,
          pid: ceiling.pid,
          connections,
          duration,
        });
        rows.push({ database: database.name, ...top, share: '100 %', 'CPU share': '100 %' });
        for (const e of hotEndpoints) {
          const row = await load(e.title, {
            url: base + e.path,
            headers,
            connections,
            duration,
            pid: server.pid,
          });
          const share = row['req/s'] / top['req/s'];
          // The same ratio from the server's CPU time per request, which other load on the
          // machine moves far less than requests/s.
          const cpuShare = top['CPU µs/req'] / row['CPU µs/req'];
          rows.push({
            database: database.name,
            ...row,
            share: `${(share * 100).toFixed(1)} %`,
            'CPU share': `${(cpuShare * 100).toFixed(1)} %`,
          });
          const where = `${e.title} on ${database.name}`;
          if (share < loadBudgets.minShareOfCeiling)
            failures.push(
              `${where}: ${row['req/s']} req/s = ${(share * 100).toFixed(1)} % of the ceiling (budget ≥ ${loadBudgets.minShareOfCeiling * 100} %)`,
            );
          if (row['p99 ms'] > loadBudgets.p99Ms)
            failures.push(`${where}: p99 ${row['p99 ms']} ms (budget ≤ ${loadBudgets.p99Ms} ms)`);
          if (row.errors > 0) failures.push(`${where}: ${row.errors} errors or non-2xx answers`);
        }
      } finally {
        await stop(server);
      }
    }
  } finally {
    await stop(ceiling);
  }
  console.log(
    `\nLoad on the bench data (${duration} s each, ${connections} connections, ${os.cpus().length} cores, ` +
      `signed in as ${benchReader.username}):`,
  );
  console.table(rows);
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-load-'));
  const failures = [];
  loadBench({ basePort: Number(process.env.BENCH_PORT ?? 3400), tmp, failures })
    .then(() => {
      console.log(
        failures.length
          ? `\nBudgets missed:\n- ${failures.join('\n- ')}`
          : '\nAll load budgets met.',
      );
      process.exitCode = failures.length ? 1 : 0;
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => {
      stopAll();
      fs.rmSync(tmp, { recursive: true, force: true });
    });
}
