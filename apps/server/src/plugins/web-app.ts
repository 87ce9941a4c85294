import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { messages } from '@takt/shared/messages';

/** Per-installation values the page reads at start (no inline script: the CSP forbids it). */
export interface SiteSettings {
  appName: string;
  schoolWebsiteUrl?: string | undefined;
  providerWebsiteUrl?: string | undefined;
}

const SITE_META = /<meta name="takt-site" content="[^"]*"\s*\/?>/;

const escapeAttribute = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** index.html with the site values in its `takt-site` meta tag and the name in its title. */
export function renderIndexHtml(template: string, links: SiteSettings): string {
  const content = escapeAttribute(JSON.stringify(links));
  return template
    .replace(SITE_META, `<meta name="takt-site" content="${content}" />`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(links.appName)}</title>`);
}

/**
 * Serves the built SPA. Unknown /api paths are a JSON 404; any other GET for a page gets
 * index.html (rendered once at start, with the site links) so the client router can show the
 * route (or its own not-found screen).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string | null; site: SiteSettings }) => {
    const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : null;
    const indexHtml =
      indexFile && fs.existsSync(indexFile)
        ? renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), opts.site)
        : null;
    const hasWeb = indexHtml !== null;

    if (hasWeb && opts.distDir) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        // The raw template is never served: /index.html falls through to the rendered copy below.
        allowedPath: (pathName) => pathName !== '/index.html',
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
          .send(indexHtml);
      }
      return reply.status(404).send({ message: messages.notFound, code: 'not_found' });
    });
  },
);
