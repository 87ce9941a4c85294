import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessLevel } from '@takt/shared/policy';
import { hasAccess } from '@takt/shared/policy';
import { messages } from '@takt/shared/messages';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import type { AuthContext } from '../lib/auth-context.ts';

export type { AuthContext };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every /api route must say; there is no default. */
    access?: AccessLevel;
    /**
     * Reachable by an account whose mailed, temporary password must be replaced first (the
     * password-change call itself, the current user, logout). Everything else waits.
     */
    allowPendingPasswordChange?: boolean;
    /** Cache-Control of the answer when it may be kept; without it: `private, no-store`. */
    cache?: string;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const NO_STORE = 'private, no-store';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Returns the signed-in context or throws 401; for routes that need the caller. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Default-deny authorization: a route without an access level (or without a response schema)
 * refuses to register, and every request is checked against its route's level before the body is
 * even parsed. Every /api answer is `private, no-store` unless its route opts into caching.
 */
export const accessControlPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { authenticate: (token: string) => Promise<AuthContext | null> },
  ) => {
    app.decorateRequest('auth', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      if (!route.config?.access) {
        throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
      }
      // Its answer is written from this schema (fields nobody listed never leave) and documented
      // in the OpenAPI document. Fastify's HEAD twin of a GET shares the GET's.
      if (!route.schema?.response && route.method !== 'HEAD') {
        throw new Error(`Route ${route.method} ${route.url} does not declare schema.response`);
      }
    });

    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api')) {
        void reply.header('Cache-Control', request.routeOptions.config?.cache ?? NO_STORE);
        void reply.header('Vary', 'Authorization');
      }
      const access = request.routeOptions.config?.access;
      if (!access) return;
      const token = bearerToken(request);
      if (token) request.auth = await opts.authenticate(token);
      if (access === 'public') return;
      if (!request.auth) {
        throw unauthorized(
          token ? messages.sessionExpired : messages.unauthenticated,
          token ? 'session_expired' : 'unauthorized',
        );
      }
      if (!hasAccess(access, request.auth.user)) throw forbidden();
      if (
        request.auth.user.mustChangePassword &&
        !request.routeOptions.config.allowPendingPasswordChange
      ) {
        throw new AppError('password_change_required', messages.passwordChangeRequired);
      }
    });
  },
);
