import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The build the e2e server serves (see playwright.config.ts). */
const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const worker = path.join(dist, 'service-worker.js');

/**
 * Stands in for a deploy: appends `extra` to the built service worker and its .br/.gz twins on
 * disk, and gives back a way to put the originals back.
 */
export async function replaceWorker(extra: string) {
  const files = [worker, `${worker}.br`, `${worker}.gz`];
  const saved = new Map<string, Buffer>();
  for (const file of files) {
    try {
      saved.set(file, await fs.readFile(file));
    } catch {
      // No twin of this kind.
    }
  }
  const changed = Buffer.concat([saved.get(worker)!, Buffer.from(extra)]);
  await fs.writeFile(worker, changed);
  if (saved.has(`${worker}.br`)) await fs.writeFile(`${worker}.br`, brotliCompressSync(changed));
  if (saved.has(`${worker}.gz`)) await fs.writeFile(`${worker}.gz`, gzipSync(changed));
  return {
    async restore() {
      for (const [file, bytes] of saved) await fs.writeFile(file, bytes);
    },
  };
}
