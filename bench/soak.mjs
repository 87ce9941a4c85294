#!/usr/bin/env node
// Memory under sustained load: 10 minutes of mixed signed-in reads (user, posts, polls, search) at
// 10 connections on each database, the server's resident memory sampled every 10 s. Budget: after
// the first minute it grows no more than 10 %, and stays under 400 MiB.
//   node bench/soak.mjs   (after `npm run build`; BENCH_SOAK_SECONDS shortens it while iterating)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  benchDatabases,
  ensureBenchDatabases,
  signIn,
  startServer,
  stop,
  stopAll,
  waitFor,
} from './harness.mjs';
import { benchReader, hotEndpoints } from './load.mjs';

export const soakBudgets = { maxGrowthAfterWarmup: 0.1, maxRssMiB: 400 };
const SAMPLE_MS = 10_000;

function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/** Runs the soak on each database; pushes a line to `failures` per missed budget. */
export async function soakBench({ basePort, tmp, failures, seconds }) {
  const duration = seconds ?? Number(process.env.BENCH_SOAK_SECONDS ?? 600);
  // The baseline is the first minute's end (or a third of a shortened run).
  const warmup = Math.min(60, Math.floor(duration / 3));
  await ensureBenchDatabases();
  const summary = [];
  for (const [i, database] of benchDatabases().entries()) {
    const port = basePort + 6 + i;
    const server = startServer({ port, databaseUrl: database.url, dataDir: tmp });
    try {
      await waitFor(`http://127.0.0.1:${port}/api/health`);
      const token = await signIn(port, benchReader.username, benchReader.password);
      const samples = [{ s: 0, mib: rssMiB(server.pid) }];
      const started = Date.now();
      const timer = setInterval(() => {
        samples.push({ s: Math.round((Date.now() - started) / 1000), mib: rssMiB(server.pid) });
      }, SAMPLE_MS);
      const result = await new Promise((resolve, reject) =>
        autocannon(
          {
            url: `http://127.0.0.1:${port}`,
            connections: 10,
            duration,
            headers: { authorization: `Bearer ${token}` },
            requests: hotEndpoints.map((e) => ({ method: 'GET', path: e.path })),
          },
          (err, res) => (err ? reject(err) : resolve(res)),
        ),
      );
      clearInterval(timer);
      samples.push({ s: Math.round((Date.now() - started) / 1000), mib: rssMiB(server.pid) });
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
      const idle = rssMiB(server.pid);

      const baseline = samples.filter((x) => x.s <= warmup).at(-1).mib;
      const peak = Math.max(...samples.filter((x) => x.s >= warmup).map((x) => x.mib));
      const growth = (peak - baseline) / baseline;
      console.log(
        `\nSoak on ${database.name}: ${duration} s, ${Math.round(result.requests.average)} req/s, ` +
          `${result.errors + result.non2xx} errors; RSS MiB every ${SAMPLE_MS / 1000} s:\n` +
          samples.map((x) => `${x.s}s:${x.mib}`).join(' ') +
          `\nafter ${warmup} s ${baseline} MiB, peak ${peak} MiB (${(growth * 100).toFixed(1)} %), ` +
          `idle 10 s later ${idle} MiB`,
      );
      summary.push({
        database: database.name,
        'req/s': Math.round(result.requests.average),
        'start MiB': samples[0].mib,
        [`at ${warmup} s MiB`]: baseline,
        'peak MiB': peak,
        growth: `${(growth * 100).toFixed(1)} %`,
        'idle MiB': idle,
      });
      const where = `soak on ${database.name}`;
      if (growth > soakBudgets.maxGrowthAfterWarmup)
        failures.push(
          `${where}: RSS grew ${(growth * 100).toFixed(1)} % after ${warmup} s (budget ≤ ${soakBudgets.maxGrowthAfterWarmup * 100} %)`,
        );
      if (peak >= soakBudgets.maxRssMiB)
        failures.push(`${where}: peak RSS ${peak} MiB (budget < ${soakBudgets.maxRssMiB} MiB)`);
      if (result.errors + result.non2xx > 0)
        failures.push(`${where}: ${result.errors + result.non2xx} errors or non-2xx answers`);
    } finally {
      await stop(server);
    }
  }
  console.log('\nSoak (resident memory of the server):');
  console.table(summary);
  return summary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-soak-'));
  const failures = [];
  soakBench({ basePort: Number(process.env.BENCH_PORT ?? 3400), tmp, failures })
    .then(() => {
      console.log(
        failures.length
          ? `\nBudgets missed:\n- ${failures.join('\n- ')}`
          : '\nAll soak budgets met.',
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
