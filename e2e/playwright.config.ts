import { execSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// E2E_PORT and WEB_DIST let several runs (e.g. parallel branches of work) share one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Debian's Chromium (package `chromium`); Playwright's own browsers are never downloaded. */
function chromiumPath(): string {
  try {
    const found = execSync('which chromium', { encoding: 'utf8' }).trim();
    if (found) return found;
  } catch {
    // handled below
  }
  throw new Error(
    "Chromium was not found on PATH. Install Debian's package: apt-get install -y chromium",
  );
}

// One fresh database per run. Workers inherit the variable, so they agree with the main process.
process.env.TAKT_E2E_DATA_DIR ??= path.join(os.tmpdir(), `takt-e2e-${Date.now()}`);
const dataDir = process.env.TAKT_E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    headless: true,
    locale: 'hr-HR',
    trace: 'retain-on-failure',
    // The app's service worker answers API reads itself, out of reach of page.route: journeys
    // that stub the network run without it; the installable app's own journeys allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The compiled server with demo data, serving the built web app: `npm run build` (web and
    // server) runs first, as in scripts/test.mjs and `npm run test:e2e`.
    command: 'node --enable-source-maps apps/server/dist/server.js',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(PORT),
      DATABASE_URL: `file:${path.join(dataDir, 'takt.db')}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SCHOOL_WEBSITE_URL: 'https://www.glazbena-skola.example/',
      PROVIDER_WEBSITE_URL: 'https://takt.example/',
    },
  },
});
