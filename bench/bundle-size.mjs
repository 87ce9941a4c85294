// Bundle sizes for the bench: what the browser downloads to show /login, next to the floor (React
// and ReactDOM alone, built by the same Vite), gzip and brotli.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const gzipKb = (buffer) => kb(gzipSync(buffer).length);

/** Chunks a chunk imports statically (not `import("./x.js")`, which loads only on demand). */
function staticImports(dist, file) {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => `assets/${m[1]}`);
}

/** The size a file goes out with: its .br twin when the build wrote one, else brotli of it. */
function servedBrotliBytes(dist, file) {
  const twin = path.join(dist, `${file}.br`);
  if (fs.existsSync(twin)) return fs.statSync(twin).size;
  return brotliCompressSync(fs.readFileSync(path.join(dist, file))).length;
}

/**
 * Everything /login needs: index.html's scripts and styles, the login route's lazy chunk, and
 * every chunk those import statically, each counted once. Null without a build.
 */
export function loginRouteSizes(dist) {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return null;
  const html = fs.readFileSync(index, 'utf8');
  const assets = fs.readdirSync(path.join(dist, 'assets'));
  const loginChunk = assets.find((f) => /^login-page-.*\.js$/.test(f));
  if (!loginChunk) throw new Error('no login-page chunk in the build: was the route renamed?');
  const queue = [
    ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]),
    `assets/${loginChunk}`,
  ];
  const loaded = new Set();
  while (queue.length) {
    const file = queue.shift();
    if (loaded.has(file)) continue;
    loaded.add(file);
    if (file.endsWith('.js')) queue.push(...staticImports(dist, file));
  }
  const files = [...loaded];
  const sum = (list, size) => kb(list.reduce((total, f) => total + size(f), 0));
  const js = files.filter((f) => f.endsWith('.js'));
  const css = files.filter((f) => f.endsWith('.css'));
  const gzipBytes = (f) => gzipSync(fs.readFileSync(path.join(dist, f))).length;
  return {
    files: files.length,
    jsGzipKb: sum(js, gzipBytes),
    jsBrotliKb: sum(js, (f) => servedBrotliBytes(dist, f)),
    cssGzipKb: sum(css, gzipBytes),
  };
}

/** Every JS and CSS file of the build, largest first (gzip). */
export function chunkSizes(dist) {
  return fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => ({
      file: f,
      gzipKb: gzipKb(fs.readFileSync(path.join(dist, 'assets', f))),
      brotliKb: kb(servedBrotliBytes(dist, `assets/${f}`)),
    }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

/**
 * The floor: a page that only renders a paragraph with React and ReactDOM, built by the Vite the
 * app uses, minified, gzip. Built inside node_modules/.cache so React resolves as for the app.
 */
export async function reactFloorGzipKb(root) {
  const { build } = await import('vite');
  const cache = path.join(root, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'takt-floor-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>',
    );
    fs.writeFileSync(
      path.join(dir, 'main.js'),
      "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
        "createRoot(document.getElementById('root')).render(createElement('p', null, 'Takt'));\n",
    );
    const result = await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, outDir: path.join(dir, 'dist') },
    });
    const chunks = (Array.isArray(result) ? result : [result])
      .flatMap((r) => r.output)
      .filter((o) => o.type === 'chunk');
    return kb(chunks.reduce((total, c) => total + gzipSync(c.code).length, 0));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
