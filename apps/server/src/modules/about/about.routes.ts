import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportMessages as m } from '@takt/shared/support-messages';
import { successMessageSchema } from '@takt/shared/schemas/common';
import {
  legalAdminSchema,
  legalDocumentsSchema,
  legalInputSchema,
  legalQuerySchema,
  legalSavedSchema,
  termsAcceptInputSchema,
  termsAcceptedSchema,
} from '@takt/shared/schemas/legal';
import { supportInputSchema } from '@takt/shared/schemas/support';
import { requireAuth } from '../../plugins/access-control.ts';
import type { AboutService } from './about.service.ts';

export function aboutRoutes(about: AboutService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/legal',
      {
        config: { access: 'public' },
        schema: { querystring: legalQuerySchema, response: { 200: legalDocumentsSchema } },
      },
      async (request) => about.legal(request.auth?.user ?? null, request.query.schoolId),
    );

    app.get(
      '/api/admin/legal',
      { config: { access: 'admin' }, schema: { response: { 200: legalAdminSchema } } },
      async (request) => about.adminLegal(requireAuth(request).user),
    );

    app.put(
      '/api/admin/legal',
      {
        config: { access: 'admin' },
        schema: { body: legalInputSchema, response: { 200: legalSavedSchema } },
      },
      async (request) => ({
        ...(await about.saveLegal(requireAuth(request).user, request.body)),
        message: m.legalSaved,
      }),
    );

    app.post(
      '/api/terms/accept',
      {
        config: { access: 'signedIn' },
        schema: { body: termsAcceptInputSchema, response: { 200: termsAcceptedSchema } },
      },
      async (request) => ({
        success: true as const,
        ...(await about.acceptTerms(requireAuth(request).user, request.body.version)),
        message: m.termsAccepted,
      }),
    );

    app.post(
      '/api/support',
      {
        config: { access: 'signedIn' },
        schema: { body: supportInputSchema, response: { 200: successMessageSchema } },
      },
      async (request) => {
        await about.sendSupport(requireAuth(request).user, request.body);
        return { success: true as const, message: m.supportSent };
      },
    );
  };
}
