import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The SPA. In development /api and /socket.io are proxied to the Fastify server; the build goes to dist/, which
 * the server serves with an SPA fallback. Routes are split with React.lazy (see src/app/router.tsx).
 */
export default defineConfig({
  root,
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
      // The socket keeps the page's Host, so the server's same-origin check accepts it.
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
