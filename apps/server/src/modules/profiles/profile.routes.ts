import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@takt/shared/schemas/params';
import { requireAuth } from '../../plugins/access-control.ts';
import { privateResponses } from '../../plugins/private-cache.ts';
import type { ProfileService } from './profile.service.ts';

/**
 * Data of the user profile popup (spec §2, §7): it asks for the student record first, then the
 * mentor record. Same school only; sensitive sections only for admins, mentors and oneself.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (
  app,
  { profiles },
) => {
  privateResponses(app);

  app.get(
    '/api/korisnik/:id',
    { config: { access: 'signedIn' }, schema: { params: idParamsSchema } },
    async (request) => ({
      user: await profiles.student(requireAuth(request).user, request.params.id),
    }),
  );

  app.get('/api/mentori', { config: { access: 'signedIn' } }, async (request) => ({
    mentors: await profiles.mentors(requireAuth(request).user),
  }));

  app.get(
    '/api/mentori/:id',
    { config: { access: 'signedIn' }, schema: { params: idParamsSchema } },
    async (request) => ({
      mentor: await profiles.mentor(requireAuth(request).user, request.params.id),
    }),
  );
};
