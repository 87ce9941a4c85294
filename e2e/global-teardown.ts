import fs from 'node:fs';

/** Removes this run's temporary database directory (created fresh in playwright.config.ts). */
export default function globalTeardown(): void {
  const dir = process.env.TAKT_E2E_DATA_DIR;
  if (dir && dir.includes('takt-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
