import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema } from '@takt/shared/schemas/auth';
import { requireAuth } from '../../plugins/access-control.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/login',
    { config: { access: 'public' }, schema: { body: loginSchema } },
    async (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/api/logout',
    { config: { access: 'signedIn', allowPendingPasswordChange: true } },
    async (request) => {
      await auth.logout(requireAuth(request).sessionId);
      return { success: true };
    },
  );
};
