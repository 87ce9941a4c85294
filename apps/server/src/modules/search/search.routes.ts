import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSearchQuerySchema } from '@takt/shared/schemas/search';
import { requireAuth } from '../../plugins/access-control.ts';
import { privateResponses } from '../../plugins/private-cache.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  privateResponses(app);

  app.get(
    '/api/search/users',
    { config: { access: 'signedIn' }, schema: { querystring: userSearchQuerySchema } },
    async (request) => search.users(requireAuth(request).user.schoolId, request.query),
  );
};
