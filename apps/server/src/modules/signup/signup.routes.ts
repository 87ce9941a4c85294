import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successMessageSchema } from '@takt/shared/schemas/common';
import {
  createSignupSchema,
  emailCheckResponseSchema,
  signupProtectionSchema,
} from '@takt/shared/schemas/signup';
import { emailField } from '@takt/shared/schemas/person-fields';
import type { SignupService } from './signup.service.ts';

/** An ALTCHA proof-of-work challenge for the sign-up form. */
const challengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

export function signupRoutes(signup: SignupService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/check-email',
      {
        config: { access: 'public' },
        schema: {
          querystring: z.object({ email: emailField() }),
          response: { 200: emailCheckResponseSchema },
        },
      },
      async (request) => signup.checkEmail(request.query.email, request.ip),
    );
    // Static per configuration: the page asks once which check to run before sending.
    app.get(
      '/api/signup/protection',
      {
        config: { access: 'public', cache: 'public, max-age=300' },
        schema: { response: { 200: signupProtectionSchema } },
      },
      async () => signup.protection(),
    );
    app.get(
      '/api/signup/challenge',
      { config: { access: 'public' }, schema: { response: { 200: challengeSchema } } },
      async (request) => signup.challenge(request.ip),
    );
    app.post(
      '/api/signup/pending',
      {
        config: { access: 'public' },
        schema: { body: createSignupSchema(signup.now), response: { 201: successMessageSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await signup.submit(request.body, request.ip)),
    );
  };
}
