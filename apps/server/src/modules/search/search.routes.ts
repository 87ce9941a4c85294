import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSearchPageSchema, userSearchQuerySchema } from '@takt/shared/schemas/search';
import { requireAuth } from '../../plugins/access-control.ts';
import type { SearchService } from './search.service.ts';

export function searchRoutes(search: SearchService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/search/users',
      {
        config: { access: 'signedIn', keepWhileUnchanged: true },
        schema: { querystring: userSearchQuerySchema, response: { 200: userSearchPageSchema } },
      },
      async (request) => search.users(requireAuth(request).user.schoolId, request.query),
    );
  };
}
