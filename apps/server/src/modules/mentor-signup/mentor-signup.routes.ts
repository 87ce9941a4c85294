import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages as m } from '@takt/shared/account-messages';
import {
  createMentorSignupSchema,
  mentorLinkInfoSchema,
  mentorRegisteredSchema,
  mentorSignupTokenSchema,
} from '@takt/shared/schemas/mentor-signup';
import { requireAuth } from '../../plugins/access-control.ts';
import type { MentorSignupService } from './mentor-signup.service.ts';

export function mentorSignupRoutes(mentors: MentorSignupService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/mentor-signup-link',
      { config: { access: 'admin' }, schema: { response: { 200: mentorSignupTokenSchema } } },
      async (request) => mentors.currentToken(requireAuth(request).user.schoolId),
    );
    app.post(
      '/api/admin/mentor-signup-link/rotate',
      { config: { access: 'admin' }, schema: { response: { 200: mentorSignupTokenSchema } } },
      async (request) => mentors.rotateToken(requireAuth(request).user.schoolId),
    );
    app.get(
      '/api/signup-mentori/:token',
      {
        config: { access: 'public' },
        schema: {
          params: z.object({ token: z.string().max(200, { error: m.mentorLinkInvalid }) }),
          response: { 200: mentorLinkInfoSchema },
        },
      },
      async (request) => mentors.linkInfo(request.params.token, request.ip),
    );
    app.post(
      '/api/signup-mentori',
      {
        config: { access: 'public' },
        schema: {
          body: createMentorSignupSchema(mentors.now),
          response: { 201: mentorRegisteredSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await mentors.register(request.body, request.ip)),
    );
  };
}
