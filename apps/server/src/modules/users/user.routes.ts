import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/access-control.ts';
import type { UserService } from './user.service.ts';

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (app, { users }) => {
  app.get(
    '/api/user',
    { config: { access: 'signedIn', allowPendingPasswordChange: true } },
    async (request) => ({
      user: await users.getSelf(requireAuth(request).user.id),
    }),
  );
};
