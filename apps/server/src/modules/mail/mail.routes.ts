import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxPageSchema, outboxQuerySchema } from '@takt/shared/schemas/mail';
import { requireAuth } from '../../plugins/access-control.ts';
import { pageFrom } from '../../lib/paging.ts';
import type { MailService } from './mail.service.ts';

export function mailRoutes(mail: MailService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/outbox',
      {
        config: { access: 'admin' },
        schema: { querystring: outboxQuerySchema, response: { 200: outboxPageSchema } },
      },
      async (request) =>
        mail.listForSchool(requireAuth(request).user.schoolId, pageFrom(request.query, 50)),
    );
  };
}
