import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportMessages as m } from '@takt/shared/support-messages';
import { idParamsSchema } from '@takt/shared/schemas/params';
import {
  reportAcceptedSchema,
  reportInputSchema,
  reportListQuerySchema,
  reportListSchema,
  reportReplyInputSchema,
  reportSavedSchema,
  reportStatusInputSchema,
} from '@takt/shared/schemas/support';
import { pageFrom } from '../../lib/paging.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { ProblemReportService } from './problem-report.service.ts';

/** Reports from signed-in people; the inbox for the school's admins. */
export function problemReportRoutes(reports: ProblemReportService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/error/report',
      {
        config: { access: 'signedIn' },
        schema: { body: reportInputSchema, response: { 202: reportAcceptedSchema } },
      },
      async (request, reply) => {
        const outcome = await reports.report(requireAuth(request).user, request.body);
        return reply.status(202).send({ success: true, outcome, message: m.reportThanks });
      },
    );

    app.get(
      '/api/admin/problem-reports',
      {
        config: { access: 'admin' },
        schema: { querystring: reportListQuerySchema, response: { 200: reportListSchema } },
      },
      async (request) =>
        reports.list(requireAuth(request).user, request.query.status, pageFrom(request.query, 50)),
    );

    app.put(
      '/api/admin/problem-reports/:id/status',
      {
        config: { access: 'admin' },
        schema: {
          params: idParamsSchema,
          body: reportStatusInputSchema,
          response: { 200: reportSavedSchema },
        },
      },
      async (request) => ({
        report: await reports.setStatus(
          requireAuth(request).user,
          request.params.id,
          request.body.status,
        ),
        message: m.statusSaved,
      }),
    );

    app.post(
      '/api/admin/problem-reports/:id/reply',
      {
        config: { access: 'admin' },
        schema: {
          params: idParamsSchema,
          body: reportReplyInputSchema,
          response: { 200: reportSavedSchema },
        },
      },
      async (request) => ({
        report: await reports.reply(
          requireAuth(request).user,
          request.params.id,
          request.body.message,
        ),
        message: m.replySent,
      }),
    );
  };
}
