#!/usr/bin/env node
// Compiles the server to plain JavaScript for `node`: `node scripts/build-server.mjs [--outdir dir]`.
// One ES module per entry point (the server and the create-admin CLI) in apps/server/dist, with
// @takt/shared bundled in (its package exports TypeScript sources, which node cannot run) and every
// npm package left external (native addons such as better-sqlite3, sharp and argon2 must stay
// where npm installed them). Source maps give TypeScript stack traces under --enable-source-maps.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');

/** Bare imports stay imports, except the workspace's own TypeScript package. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@takt/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Builds into `outdir` (default apps/server/dist). The output must stay inside apps/server, whose
 * package.json makes .js files ES modules and whose node_modules chain resolves the packages.
 */
export async function buildServer(outdir = path.join(serverDir, 'dist')) {
  await build({
    entryPoints: {
      server: path.join(serverDir, 'src/server.ts'),
      'cli/create-admin': path.join(serverDir, 'src/cli/create-admin.ts'),
      'cli/bench-seed': path.join(serverDir, 'src/cli/bench-seed.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    // Paths in stack traces are enough; the sources stay in the repository.
    sourcesContent: false,
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  return outdir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  const outdir = await buildServer(values.outdir && path.resolve(values.outdir));
  console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'}`);
}
