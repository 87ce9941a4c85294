import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successMessageSchema } from '@takt/shared/schemas/common';
import { fileBytesResponse } from '@takt/shared/schemas/files';
import { idParamsSchema } from '@takt/shared/schemas/params';
import {
  consentInputSchema,
  consentListSchema,
  eraseSchema,
} from '@takt/shared/schemas/admin-privacy';
import { requireAuth } from '../../plugins/access-control.ts';
import type { ConsentService } from './consents.service.ts';
import type { ErasureService } from './erasure.service.ts';

/** Erasure (/delete), the personal data export and consents. */
export function privacyRoutes(s: {
  erasure: ErasureService;
  consents: ConsentService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/users/:id/erase',
      {
        config: { access: 'admin' },
        schema: {
          params: idParamsSchema,
          body: eraseSchema,
          response: { 200: successMessageSchema },
        },
      },
      async (request) =>
        s.erasure.erase(requireAuth(request).user, request.params.id, request.body.confirmation),
    );
    // The person, a parent on the family account, or an admin (the service decides).
    app.get(
      '/api/users/:id/data-export',
      {
        config: { access: 'signedIn' },
        schema: { params: idParamsSchema, response: { 200: fileBytesResponse('A ZIP archive') } },
      },
      async (request, reply) => {
        const { bytes, filename } = await s.erasure.exportData(
          requireAuth(request).user,
          request.params.id,
        );
        reply.header('content-disposition', `attachment; filename="${filename}"`);
        return reply.type('application/zip').send(Buffer.from(bytes));
      },
    );
    app.get(
      '/api/users/:id/consents',
      {
        config: { access: 'signedIn' },
        schema: { params: idParamsSchema, response: { 200: consentListSchema } },
      },
      async (request) => s.consents.list(requireAuth(request).user, request.params.id),
    );
    app.put(
      '/api/users/:id/consents',
      {
        config: { access: 'signedIn' },
        schema: {
          params: idParamsSchema,
          body: consentInputSchema,
          response: { 200: consentListSchema.extend(successMessageSchema.shape) },
        },
      },
      async (request) => s.consents.set(requireAuth(request).user, request.params.id, request.body),
    );
  };
}
