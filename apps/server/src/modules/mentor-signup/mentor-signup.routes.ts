import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages as m } from '@takt/shared/account-messages';
import { createMentorSignupSchema } from '@takt/shared/schemas/mentor-signup';
import { requireAuth } from '../../plugins/access-control.ts';
import type { MentorSignupService } from './mentor-signup.service.ts';

export const mentorSignupRoutes: FastifyPluginAsyncZod<{ mentors: MentorSignupService }> = async (
  app,
  { mentors },
) => {
  app.get('/api/admin/mentor-signup-link', { config: { access: 'admin' } }, async (request) =>
    mentors.currentToken(requireAuth(request).user.schoolId),
  );
  app.post(
    '/api/admin/mentor-signup-link/rotate',
    { config: { access: 'admin' } },
    async (request) => mentors.rotateToken(requireAuth(request).user.schoolId),
  );
  app.get(
    '/api/signup-mentori/:token',
    {
      config: { access: 'public' },
      schema: { params: z.object({ token: z.string().max(200, { error: m.mentorLinkInvalid }) }) },
    },
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await mentors.linkInfo(request.params.token)),
  );
  app.post(
    '/api/signup-mentori',
    { config: { access: 'public' }, schema: { body: createMentorSignupSchema(mentors.now) } },
    async (request, reply) =>
      reply.status(201).send(await mentors.register(request.body, request.ip)),
  );
};
