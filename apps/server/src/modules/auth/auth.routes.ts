import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema } from '@takt/shared/schemas/auth';
import { loginResponseSchema } from '@takt/shared/schemas/user';
import { successSchema } from '@takt/shared/schemas/common';
import { requireAuth } from '../../plugins/access-control.ts';
import type { AuthService } from './auth.service.ts';

export function authRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/login',
      {
        config: { access: 'public' },
        schema: { body: loginSchema, response: { 200: loginResponseSchema } },
      },
      async (request) => auth.login(request.body, request.ip),
    );

    app.post(
      '/api/logout',
      {
        config: { access: 'signedIn', allowPendingPasswordChange: true },
        schema: { response: { 200: successSchema } },
      },
      async (request) => {
        await auth.logout(requireAuth(request));
        return { success: true as const };
      },
    );
  };
}
