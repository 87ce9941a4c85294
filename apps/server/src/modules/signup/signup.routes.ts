import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSignupSchema } from '@takt/shared/schemas/signup';
import { emailField } from '@takt/shared/schemas/person-fields';
import type { SignupService } from './signup.service.ts';

export const signupRoutes: FastifyPluginAsyncZod<{ signup: SignupService }> = async (
  app,
  { signup },
) => {
  app.get(
    '/api/check-email',
    { config: { access: 'public' }, schema: { querystring: z.object({ email: emailField() }) } },
    async (request) => signup.checkEmail(request.query.email, request.ip),
  );
  // Static per configuration: the page asks once which check to run before sending.
  app.get('/api/signup/protection', { config: { access: 'public' } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=300').send(signup.protection()),
  );
  app.get('/api/signup/challenge', { config: { access: 'public' } }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await signup.challenge(request.ip)),
  );
  app.post(
    '/api/signup/pending',
    { config: { access: 'public' }, schema: { body: createSignupSchema(signup.now) } },
    async (request, reply) => reply.status(201).send(await signup.submit(request.body, request.ip)),
  );
};
