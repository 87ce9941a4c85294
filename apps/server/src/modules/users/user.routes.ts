import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField } from '@takt/shared/schemas/person-fields';
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
  const emailParams = { params: z.object({ email: emailField() }) };
  app.get(
    '/api/users/check-email/:email',
    { config: { access: 'admin' }, schema: emailParams },
    async (request) => users.emailInUse(request.params.email, 'student'),
  );
  app.get(
    '/api/mentors/check-email/:email',
    { config: { access: 'admin' }, schema: emailParams },
    async (request) => users.emailInUse(request.params.email, 'mentor'),
  );
};
