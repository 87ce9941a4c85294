import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const FIXTURE_SCRIPT = `console.log(${JSON.stringify('takt '.repeat(400))});\n`;

/**
 * A small web build as `npm run build` leaves it: index.html, a hashed script with its brotli
 * and gzip twins and its source map, and public files. Returns the folder and a remover.
 */
export function writeWebDist(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-dist-'));
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  write(
    'index.html',
    '<!doctype html><meta name="takt-site" content="{}" /><title>Takt</title><div id="root"></div>' +
      '<!-- ' +
      'padding so the page is worth compressing '.repeat(40) +
      '-->',
  );
  write('assets/main-abc123.js', FIXTURE_SCRIPT);
  write('assets/main-abc123.js.br', zlib.brotliCompressSync(FIXTURE_SCRIPT));
  write('assets/main-abc123.js.gz', zlib.gzipSync(FIXTURE_SCRIPT));
  write('assets/main-abc123.js.map', '{"version":3,"sources":["../../src/main.tsx"]}');
  write('theme-init.js', '/* theme */');
  write('robots.txt', 'User-agent: *\nDisallow: /api/\n');
  write('favicon.ico', Buffer.from([0, 0, 1, 0, 1, 0]));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
