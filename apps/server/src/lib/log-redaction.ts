import type { FastifyRequest } from 'fastify';

/** Paths whose last part is a secret: the mentor sign-up link's token, in the page and the API. */
const SECRET_TAIL = [/^\/signup\/[^/]+$/, /^\/api\/signup-mentori\/[^/]+$/];

/**
 * The request line as it may appear in a log: query strings carry e-mail addresses and search
 * text (`/api/check-email?email=…`, `/api/search/users?query=…`), some paths carry an address
 * (`/api/users/check-email/{email}`) or a secret (`/signup/{token}`), so the query is dropped and
 * such segments are masked.
 */
export function redactUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (SECRET_TAIL.some((pattern) => pattern.test(path))) return path.replace(/[^/]+$/, '***');
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).includes('@') ? '***' : segment;
      } catch {
        // A malformed escape is logged masked, like an address would be.
        return '***';
      }
    })
    .join('/');
}

/** Pino serializer of Fastify's request log lines: method, redacted URL, client address. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}
