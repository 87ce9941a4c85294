import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages as m } from '@takt/shared/account-messages';
import { requireAuth } from '../../plugins/access-control.ts';
import type { ReviewService } from './review.service.ts';

const params = z.object({
  id: z.coerce.number({ error: m.requestNotFound }).int().positive({ error: m.requestNotFound }),
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

export const reviewRoutes: FastifyPluginAsyncZod<{ review: ReviewService }> = async (
  app,
  { review },
) => {
  const admin = { config: { access: 'admin' as const } };
  app.get('/api/admin/pending-users', admin, async (request) =>
    review.list(requireAuth(request).user),
  );
  app.get('/api/admin/pending-users/count', admin, async (request) =>
    review.count(requireAuth(request).user),
  );
  app.get('/api/admin/pending-users/:id', { ...admin, schema: { params } }, async (request) =>
    review.get(requireAuth(request).user, request.params.id),
  );
  app.post(
    '/api/admin/pending-users/:id/approve',
    { ...admin, schema: { params } },
    async (request) => review.approve(requireAuth(request).user, request.params.id),
  );
  app.post(
    '/api/admin/pending-users/:id/decline',
    { ...admin, schema: { params, body: declineBody } },
    async (request) =>
      review.decline(requireAuth(request).user, request.params.id, request.body?.reason ?? null),
  );
};
