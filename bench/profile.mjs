#!/usr/bin/env node
// Where a request's time goes: runs the compiled server under `node --cpu-prof` on the bench data,
// loads one hot endpoint, and prints the functions and packages with the most self time.
//   node bench/profile.mjs [sqlite|postgres] [/api/user]   (after `npm run build`)
// The raw profile stays in bench/results/ (open it in Chrome DevTools → Performance).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  benchDatabases,
  ensureBenchDatabases,
  load,
  root,
  signIn,
  startServer,
  stop,
  stopAll,
  waitFor,
} from './harness.mjs';
import { benchReader } from './load.mjs';

/** Self time per function and per package (node_modules/<name>, node internals, our code). */
export function summariseProfile(profile) {
  const total = profile.samples.length;
  const selfById = new Map();
  for (const id of profile.samples) selfById.set(id, (selfById.get(id) ?? 0) + 1);
  const byFunction = new Map();
  const byPackage = new Map();
  for (const node of profile.nodes) {
    const hits = selfById.get(node.id) ?? 0;
    if (!hits) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const pkg = packageOf(url, functionName);
    const key = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
  }
  const top = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, hits]) => ({ name, '% self': Number(((hits / total) * 100).toFixed(1)) }));
  return { functions: top(byFunction, 25), packages: top(byPackage, 15) };
}

function packageOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const match = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match) return match[1];
  if (url.startsWith('node:')) return 'node internals';
  if (url.includes('apps/server/dist')) return 'takt server';
  return shortUrl(url);
}

function shortUrl(url) {
  return url.replace(/^file:\/\//, '').replace(`${root}/`, '');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const which = process.argv[2] ?? 'sqlite';
  const endpoint = process.argv[3] ?? '/api/user';
  const seconds = Number(process.env.BENCH_PROFILE_SECONDS ?? 10);
  const database = benchDatabases().find((d) => d.name.toLowerCase().startsWith(which));
  if (!database) throw new Error('first argument: sqlite or postgres');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-profile-'));
  const outDir = path.join(root, 'bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const port = Number(process.env.BENCH_PORT ?? 3400) + 5;
  try {
    await ensureBenchDatabases();
    const before = new Set(fs.readdirSync(outDir));
    const server = startServer({
      port,
      databaseUrl: database.url,
      dataDir: tmp,
      extraArgs: ['--cpu-prof', `--cpu-prof-dir=${outDir}`],
    });
    await waitFor(`http://127.0.0.1:${port}/api/health`);
    const token = await signIn(port, benchReader.username, benchReader.password);
    const opts = {
      url: `http://127.0.0.1:${port}${endpoint}`,
      headers: { authorization: `Bearer ${token}` },
      connections: 100,
    };
    await load('warm-up', { ...opts, duration: 2 });
    const row = await load(`${endpoint} on ${database.name}`, { ...opts, duration: seconds });
    await stop(server);
    const file = fs
      .readdirSync(outDir)
      .filter((f) => f.endsWith('.cpuprofile') && !before.has(f))
      .map((f) => path.join(outDir, f))[0];
    if (!file) throw new Error('the server wrote no profile');
    const { functions, packages } = summariseProfile(JSON.parse(fs.readFileSync(file, 'utf8')));
    console.table([row]);
    console.log('Self time by package (whole run, start-up included):');
    console.table(packages);
    console.log('Top functions by self time:');
    console.table(functions);
    console.log(`profile: ${path.relative(root, file)}`);
  } finally {
    stopAll();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
