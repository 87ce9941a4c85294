import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverDist = path.join(repoRoot, 'apps', 'server', 'dist');

/**
 * Compiles the server as `npm run build` does, into a folder of its own under apps/server/dist
 * (where the packages resolve), so tests run exactly what production runs.
 */
export async function buildCompiledServer(): Promise<{
  serverJs: string;
  createAdminJs: string;
  remove(): void;
}> {
  fs.mkdirSync(serverDist, { recursive: true });
  const outdir = fs.mkdtempSync(path.join(serverDist, 'test-'));
  await promisify(execFile)(process.execPath, [
    path.join(repoRoot, 'scripts', 'build-server.mjs'),
    '--outdir',
    outdir,
  ]);
  return {
    serverJs: path.join(outdir, 'server.js'),
    createAdminJs: path.join(outdir, 'cli', 'create-admin.js'),
    remove: () => fs.rmSync(outdir, { recursive: true, force: true }),
  };
}

/** Only what a service manager would give: no developer shell variables leak into the child. */
export function minimalEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {
    PATH: [path.dirname(process.execPath), process.env.PATH ?? ''].join(path.delimiter),
  };
  for (const name of ['HOME', 'TMPDIR', 'SystemRoot']) {
    if (process.env[name]) env[name] = process.env[name];
  }
  return { ...env, ...extra };
}
