import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where Google's reCAPTCHA v3 script and its frame come from (only when a school enables it). */
const RECAPTCHA_SCRIPT_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/**
 * The security headers of every answer, built once. A plain map rather than middleware, so the
 * answers Fastify gives before any hook runs (a malformed URL) carry them too.
 */
export function securityHeaders(options: { recaptcha: boolean }): Record<string, string> {
  const extraScripts = options.recaptcha ? RECAPTCHA_SCRIPT_SOURCES : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...extraScripts],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Document previews show a PDF fetched with the session as a blob: in the browser's viewer.
    'frame-src': [...(options.recaptcha ? RECAPTCHA_FRAME_SOURCES : []), 'blob:'],
  };
  const csp = Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=15552000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** Sets the headers on every answer that goes through Fastify's hooks (errors included). */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { headers: Record<string, string> }) => {
    app.addHook('onRequest', async (_request, reply) => {
      void reply.headers(options.headers);
    });
  },
);
