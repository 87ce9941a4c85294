// Shared by the benches: start the compiled server or the bare Fastify ceiling as child processes,
// wait for them, sign in, and prepare the benchmark databases (50 schools × 1,000 students).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');
export const serverJs = path.join(root, 'apps/server/dist/server.js');
const seedJs = path.join(root, 'apps/server/dist/cli/bench-seed.js');
export const benchJwtSecret = 'bench-only-secret-0123456789-abcdefghijklmnop';

/** Where the seeded SQLite file is kept between runs (seeding again takes a while). */
export const benchDataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'takt-bench-data');
export const benchPgUrl =
  process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/takt_bench';

/** The two databases the benches run on, seeded on first use. */
export function benchDatabases() {
  const all = [
    { name: 'SQLite', url: `file:${path.join(benchDataDir, 'bench.db')}` },
    { name: 'PostgreSQL', url: benchPgUrl },
  ];
  // BENCH_DATABASES=sqlite (or postgres) narrows a run while iterating.
  const only = process.env.BENCH_DATABASES?.toLowerCase();
  return only
    ? all.filter((d) => only.split(',').some((o) => d.name.toLowerCase().startsWith(o)))
    : all;
}

const children = new Set();

/** Starts a Node script in its own process group; `extraArgs` go before the script. */
export function start(script, env, extraArgs = []) {
  const child = spawn(process.execPath, [...extraArgs, script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Stops a child (SIGTERM to its group) and waits until it is gone. */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await gone;
}

export function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

export async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** The compiled server in production mode on a bench database. */
export function startServer({ port, databaseUrl, dataDir, extraArgs = [], env = {} }) {
  return start(
    serverJs,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: benchJwtSecret,
      LOG_LEVEL: 'warn',
      ...env,
    },
    extraArgs,
  );
}

export function startCeiling(port) {
  return start(path.join(root, 'bench/bare-server.mjs'), { PORT: String(port) });
}

export async function signIn(port, username, password) {
  const response = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  return (await response.json()).token;
}

async function ensurePgDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** Seeds both bench databases through the server's own services (skips what is already there). */
export async function ensureBenchDatabases() {
  fs.mkdirSync(benchDataDir, { recursive: true });
  const databases = benchDatabases();
  if (databases.some((d) => d.url === benchPgUrl)) await ensurePgDatabase(benchPgUrl);
  for (const { name, url } of databases) {
    console.log(`Bench data on ${name} (50 schools × 1,000 students):`);
    const seeded = spawnSync(process.execPath, [seedJs], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: benchDataDir, NODE_ENV: 'development' },
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error(`bench seed on ${name} failed`);
  }
}

/** CPU seconds a process has used so far (user + system), from /proc. */
export function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks
}

/**
 * One autocannon run, summarised. With `pid`, also the server's CPU time per answered request:
 * unlike requests/s it hardly moves when other work shares the machine.
 */
export async function load(title, { pid, ...opts }) {
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const result = await new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: 5, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
  const row = {
    title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  if (pid) {
    const answered = Math.max(1, result.requests.total);
    row['CPU µs/req'] = Math.round(((cpuSeconds(pid) - cpuBefore) / answered) * 1e6);
  }
  return row;
}
