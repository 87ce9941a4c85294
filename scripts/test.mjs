#!/usr/bin/env node
// The one test command (`npm test`): lint, typecheck, unit and API tests on SQLite, the same API
// tests on PostgreSQL when TEST_DATABASE_URL is set, then the browser journeys in Chromium.
// Ends with one "N passed, N failed" line summing every runner.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-test-'));
const skipE2e = process.argv.includes('--no-e2e');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failedSteps.push(title);
  return ok;
}

function addVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function addPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function vitest(title, projects, file, env) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`);
  run(title, 'npx', args, env);
  addVitest(file);
}

/**
 * Lint, format and the five typecheck projects are single-threaded each: two at a time keep both
 * cores of a small CI machine busy. Each prints its output when it ends, so logs do not interleave.
 */
async function staticChecks() {
  const tsc = (project) => ['npx', ['tsc', '-p', project]];
  const checks = [
    ['typecheck web', ...tsc('apps/web')],
    ['typecheck server', ...tsc('apps/server')],
    ['lint (eslint)', 'npx', ['eslint', '.']],
    ['typecheck shared', ...tsc('packages/shared')],
    ['typecheck service worker', ...tsc('apps/web/tsconfig.sw.json')],
    ['typecheck e2e', ...tsc('e2e')],
    ['format (prettier)', 'npx', ['prettier', '--check', '.']],
  ];
  const runOne = ([title, command, args]) =>
    new Promise((resolve) => {
      const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (status) => {
        console.log(`\n=== ${title} ===${output ? `\n${output.trimEnd()}` : ''}`);
        if (status !== 0) failedSteps.push(title);
        resolve();
      });
    });
  const lanes = Array.from({ length: Math.min(2, os.availableParallelism()) }, async () => {
    for (let next = checks.shift(); next; next = checks.shift()) await runOne(next);
  });
  await Promise.all(lanes);
}

await staticChecks();

const sqliteEnv = { TEST_DATABASE_URL: '' };
vitest('unit tests', ['shared', 'server-unit', 'web'], path.join(reportDir, 'unit.json'), {});
vitest('API tests on SQLite', ['server-api'], path.join(reportDir, 'api-sqlite.json'), sqliteEnv);

if (process.env.TEST_DATABASE_URL) {
  vitest('API tests on PostgreSQL', ['server-api'], path.join(reportDir, 'api-pg.json'), {});
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is skipped)');
}

if (!skipE2e) {
  if (run('build web app and server', 'npm', ['run', 'build'])) {
    const file = path.join(reportDir, 'e2e.json');
    run(
      'browser journeys (Playwright, Chromium)',
      'npm',
      ['test', '-w', '@takt/e2e', '--', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      },
    );
    addPlaywright(file);
  }
}

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
