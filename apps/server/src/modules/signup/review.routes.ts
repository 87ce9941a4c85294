import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages as m } from '@takt/shared/account-messages';
import { pageQueryFields, successSchema } from '@takt/shared/schemas/common';
import {
  pendingSignupApprovedSchema,
  pendingSignupCountSchema,
  pendingSignupPageSchema,
  pendingSignupSchema,
} from '@takt/shared/schemas/signup';
import { pageFrom } from '../../lib/paging.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { ReviewService } from './review.service.ts';

const params = z.object({
  id: z.coerce
    .number({ error: m.requestNotFound })
    .int({ error: m.requestNotFound })
    .positive({ error: m.requestNotFound })
    .max(Number.MAX_SAFE_INTEGER, { error: m.requestNotFound }),
});
const declineBody = z
  .object({
    reason: z
      .string({ error: m.declineReasonMax })
      .trim()
      .max(1000, { error: m.declineReasonMax })
      .nullish()
      .transform((v) => v || null),
  })
  // The reason is optional, and so is the whole body.
  .nullish();

/** Admins review their own school's sign-up requests. */
export function reviewRoutes(review: ReviewService): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = { access: 'admin' as const };
    app.get(
      '/api/admin/pending-users',
      {
        config: admin,
        schema: {
          querystring: z.object(pageQueryFields),
          response: { 200: pendingSignupPageSchema },
        },
      },
      async (request) => review.list(requireAuth(request).user, pageFrom(request.query, 50)),
    );
    app.get(
      '/api/admin/pending-users/count',
      { config: admin, schema: { response: { 200: pendingSignupCountSchema } } },
      async (request) => review.count(requireAuth(request).user),
    );
    app.get(
      '/api/admin/pending-users/:id',
      { config: admin, schema: { params, response: { 200: pendingSignupSchema } } },
      async (request) => review.get(requireAuth(request).user, request.params.id),
    );
    app.post(
      '/api/admin/pending-users/:id/approve',
      { config: admin, schema: { params, response: { 200: pendingSignupApprovedSchema } } },
      async (request) => review.approve(requireAuth(request).user, request.params.id),
    );
    app.post(
      '/api/admin/pending-users/:id/decline',
      { config: admin, schema: { params, body: declineBody, response: { 200: successSchema } } },
      async (request) =>
        review.decline(requireAuth(request).user, request.params.id, request.body?.reason ?? null),
    );
  };
}
