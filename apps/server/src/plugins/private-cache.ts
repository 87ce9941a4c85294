import type { FastifyInstance } from 'fastify';

export const PRIVATE_CACHE_CONTROL = 'private, max-age=0, must-revalidate';

/**
 * Marks every response of the routes registered in this (encapsulated) plugin as personal: a
 * browser may keep it for the signed-in user, no shared cache or proxy may store it. The web client
 * does its own caching (TanStack Query), so nothing is lost.
 */
export function privateResponses(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control'))
      void reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
    if (!reply.hasHeader('vary')) void reply.header('Vary', 'Authorization');
    return payload;
  });
}
