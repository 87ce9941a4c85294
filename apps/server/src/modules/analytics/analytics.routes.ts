import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsAcceptedSchema,
  analyticsInputSchema,
  analyticsQuerySchema,
  analyticsSummarySchema,
} from '@takt/shared/schemas/analytics';
import { requireAuth } from '../../plugins/access-control.ts';
import type { AnalyticsService } from './analytics.service.ts';

export function analyticsRoutes(analytics: AnalyticsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/analytics',
      {
        config: { access: 'signedIn' },
        schema: { body: analyticsInputSchema, response: { 202: analyticsAcceptedSchema } },
      },
      async (request, reply) => {
        const stored = await analytics.ingest(requireAuth(request).user, request.body);
        return reply.status(202).send({ success: true, stored });
      },
    );

    app.get(
      '/api/admin/analytics',
      {
        config: { access: 'admin' },
        schema: { querystring: analyticsQuerySchema, response: { 200: analyticsSummarySchema } },
      },
      async (request) => analytics.summary(requireAuth(request).user, request.query.days),
    );
  };
}
