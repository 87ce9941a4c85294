import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessLevel } from '@takt/shared/roles';
import { hasAccess } from '@takt/shared/roles';
import { messages } from '@takt/shared/messages';
import { AppError, forbidden, unauthorized } from './app-error.ts';
import type { AuthContext, AuthService } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every /api route must say; there is no default. */
    access?: AccessLevel;
    /**
     * Reachable by an account whose mailed, temporary password must be replaced first (the
     * password-change call itself, the current user, logout). Everything else waits.
     */
    allowPendingPasswordChange?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Returns the signed-in context or throws 401; for services that need the caller. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Default-deny authorization: a route without an access level refuses to register, and every
 * request is checked against its route's level before the body is even parsed.
 */
export const accessControlPlugin = fp(async (app: FastifyInstance, opts: { auth: AuthService }) => {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (!route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = bearerToken(request);
    if (token) request.auth = await opts.auth.authenticate(token);
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
      throw new AppError(403, 'password_change_required', messages.passwordChangeRequired);
    }
  });
});
