import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { messages } from '@takt/shared/messages';

/**
 * Serves the built SPA. Unknown /api paths are a JSON 404; any other GET for a page gets
 * index.html so the client router can show the route (or its own not-found screen).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir: string | null }) => {
  const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : null;
  const hasWeb = indexFile !== null && fs.existsSync(indexFile);

  if (hasWeb && opts.distDir) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // Cache headers are ours (below), not the plugin's max-age=0 default.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed build assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && hasWeb) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send({ message: messages.notFound, code: 'not_found' });
  });
});
