import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { negotiate } from '@fastify/accept-negotiator';
import { messages } from '@takt/shared/messages';
import { webManifest } from '@takt/shared/web-manifest';

/** Per-installation values the page reads at start (no inline script: the CSP forbids it). */
export interface SiteSettings {
  appName: string;
  schoolWebsiteUrl?: string | undefined;
  providerWebsiteUrl?: string | undefined;
}

export interface WebAppOptions {
  distDir: string | null;
  site: SiteSettings;
  /** Source maps show the code's layout; development serves them, production does not. */
  serveSourceMaps?: boolean;
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

/** A path whose last segment has an extension names a file, never a client route. */
const FILE_PATH = /\.[a-z0-9]{1,12}$/i;
/** Types worth compressing; the build writes .br and .gz beside each (apps/web/vite.config.ts). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * A browser opening a page of the app: GET or HEAD, HTML acceptable, not a file (but /index.html)
 * and not a path of the API or of the realtime endpoint. Only these get index.html; anything else
 * no route matched is a 404, so a missing script or picture never arrives as the app's HTML.
 */
export function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (isUnder(pathname, '/api') || isUnder(pathname, '/socket.io')) return false;
  if (FILE_PATH.test(pathname) && pathname !== '/index.html') return false;
  const accept = request.headers.accept;
  return accept === undefined || /text\/html|\*\/\*/.test(accept);
}

type IndexVariants = Record<'br' | 'gzip' | 'identity', Buffer>;

/** The rendered index.html once per encoding, so each navigation is only a lookup. */
function encodedVariants(html: string): IndexVariants {
  const identity = Buffer.from(html);
  return {
    br: zlib.brotliCompressSync(identity),
    gzip: zlib.gzipSync(identity, { level: 9 }),
    identity,
  };
}

/**
 * Serves the built SPA: real files from the build (precompressed variants when the client takes
 * them; hashed assets cached for a year), index.html for navigations, and 404 for everything else.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : null;
  const indexHtml =
    indexFile && fs.existsSync(indexFile)
      ? encodedVariants(renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), opts.site))
      : null;

  if (indexHtml && opts.distDir) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      // One route per file found at start: an unknown path never reaches the file system.
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathName) =>
        // The raw template is never served: /index.html falls through to the rendered copy.
        pathName !== '/index.html' &&
        // The compressed variants go out only in place of their file, with Content-Encoding.
        !/\.(?:br|gz)$/.test(pathName) &&
        (opts.serveSourceMaps === true || !pathName.endsWith('.map')),
      // Cache headers are ours (below), not the plugin's max-age=0 default.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed build assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (COMPRESSIBLE.test(filePath.replace(/\.(?:br|gz)$/, ''))) {
          res.setHeader('Vary', 'Accept-Encoding');
        }
      },
    });
  }

  const sendIndex = (variants: IndexVariants, request: FastifyRequest, reply: FastifyReply) => {
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) as
      'br' | 'gzip' | null;
    if (encoding) void reply.header('Content-Encoding', encoding);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(variants[encoding ?? 'identity']);
  };

  if (indexHtml) {
    // The installable app's manifest, named after this installation.
    const manifest = JSON.stringify(webManifest(opts.site.appName));
    app.get('/manifest.webmanifest', async (_request, reply) =>
      reply
        .header('Cache-Control', 'no-cache')
        .type('application/manifest+json; charset=utf-8')
        .send(manifest),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (indexHtml && isNavigation(request)) return sendIndex(indexHtml, request, reply);
    return reply.status(404).send({ message: messages.notFound, code: 'not_found' });
  });
});
