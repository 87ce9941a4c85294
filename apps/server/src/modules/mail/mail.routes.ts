import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/access-control.ts';
import type { MailService } from './mail.service.ts';

export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get('/api/admin/outbox', { config: { access: 'admin' } }, async (request) => ({
    mails: await mail.listForSchool(requireAuth(request).user.schoolId),
  }));
};
