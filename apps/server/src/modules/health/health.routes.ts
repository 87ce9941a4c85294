import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@takt/shared/constants';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean> }> = async (
  app,
  { ping },
) => {
  app.get('/api/health', { config: { access: 'public' } }, async (_request, reply) => {
    const database = (await ping()) ? 'ok' : 'unreachable';
    return reply
      .status(database === 'ok' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: database === 'ok' ? 'ok' : 'degraded', database, version: APP_VERSION });
  });
};
