import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListSchema, auditQuerySchema } from '@takt/shared/schemas/admin-audit';
import { pageFrom } from '../../lib/paging.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { AuditService } from './audit.service.ts';

export function auditRoutes(audit: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/audit',
      {
        config: { access: 'admin' },
        schema: { querystring: auditQuerySchema, response: { 200: auditListSchema } },
      },
      async (request) => {
        const { action, actorId, subjectId } = request.query;
        return audit.list(
          requireAuth(request).user,
          { action, actorId, subjectId },
          pageFrom(request.query, 50),
        );
      },
    );
  };
}
