import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = path.join(root, 'dist');

/** Text files the server sends compressed; smaller ones are not worth a second request header. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;
// The callback forms run on libuv's thread pool, so the files compress in parallel.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) twin beside every compressible
 * file of the build, so the server sends them from disk (`preCompressed` in its web-app plugin)
 * instead of compressing each response. index.html is rendered and compressed by the server.
 */
function precompress(): Plugin {
  return {
    name: 'takt-precompress',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const files = fs
          .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
          .filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(
          files.map(async (file) => {
            const full = path.join(outDir, file);
            const content = await fs.promises.readFile(full);
            if (content.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzip(content, { level: 9 }),
            ]);
            await fs.promises.writeFile(`${full}.br`, br);
            await fs.promises.writeFile(`${full}.gz`, gz);
          }),
        );
      },
    },
  };
}

/**
 * The installable app's service worker of src/sw/service-worker.ts with the build's shell precached (no source maps,
 * no precompressed twins, no demo documents). Registered by the app itself (src/app/pwa).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'service-worker.ts',
  injectRegister: false,
  // The manifest is the server's (APP_NAME in it): see @takt/shared/web-manifest.
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,svg,png,ico,woff2}', 'theme-init.js'],
    globIgnores: ['**/*.map', 'documents/**', 'icons/icon-512.png', 'icons/icon-maskable-512.png'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

/**
 * The SPA. In development /api and /socket.io are proxied to the Fastify server; the build goes to
 * dist/, which the server serves (see its web-app plugin). Routes are split with React.lazy
 * (src/app/router.tsx). Source maps are written for stack traces; the server serves them only
 * outside production.
 */
export default defineConfig({
  root,
  plugins: [react(), pwa, precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
      // The socket keeps the page's Host, so the server's same-origin check accepts it.
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // Brotli at its best quality takes seconds by design; the timing report would say so each build.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
