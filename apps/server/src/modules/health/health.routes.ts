import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '@takt/shared/constants';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  version: z.string(),
});

export function healthRoutes(ping: () => Promise<boolean>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: { response: { 200: healthSchema, 503: healthSchema } },
      },
      async (_request, reply) => {
        const database = (await ping()) ? 'ok' : 'unreachable';
        return reply
          .status(database === 'ok' ? 200 : 503)
          .send({ status: database === 'ok' ? 'ok' : 'degraded', database, version: APP_VERSION });
      },
    );
  };
}
