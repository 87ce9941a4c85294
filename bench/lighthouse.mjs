// Lighthouse (mobile, its default simulated slow 4G and 4× slower CPU) in Debian's Chromium.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

export function chromiumPath() {
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

function runOnce(root, url, outFile, chromePath) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
        url,
        '--quiet',
        `--chrome-path=${chromePath}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        '--form-factor=mobile',
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${outFile}`,
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}`)),
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Runs Lighthouse `runs` times and reports the median score of each category, the median
 * timings, and the audits that did not pass in the median-performance run.
 */
export async function lighthouse({ root, url, runs, tmp, chromePath }) {
  const reports = [];
  for (let i = 0; i < runs; i++) {
    const outFile = path.join(tmp, `lighthouse-${i}.json`);
    // Lighthouse now and then loses its trace of the load (NO_NAVSTART) and asks to be run
    // again: a run that fails so is repeated, twice at most.
    for (let attempt = 1; ; attempt++) {
      try {
        await runOnce(root, url, outFile, chromePath);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        console.log(`Lighthouse run ${i + 1} failed (${error.message}); running it again`);
      }
    }
    reports.push(JSON.parse(fs.readFileSync(outFile, 'utf8')));
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      median(reports.map((r) => Math.round(r.categories[id].score * 100))),
    ]),
  );
  const timing = (id) => median(reports.map((r) => r.audits[id].numericValue));
  const middle = [...reports].sort(
    (a, b) => a.categories.performance.score - b.categories.performance.score,
  )[Math.floor(reports.length / 2)];
  const failing = Object.entries(middle.audits)
    .filter(
      ([, a]) =>
        a.score !== null &&
        a.score < 0.9 &&
        (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'metricSavings'),
    )
    .map(([id, a]) => `${id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    scores,
    runs: reports.map((r) => CATEGORIES.map((id) => Math.round(r.categories[id].score * 100))),
    timings: {
      'FCP ms': Math.round(timing('first-contentful-paint')),
      'LCP ms': Math.round(timing('largest-contentful-paint')),
      'TBT ms': Math.round(timing('total-blocking-time')),
      CLS: Number(timing('cumulative-layout-shift').toFixed(3)),
    },
    failing,
  };
}
