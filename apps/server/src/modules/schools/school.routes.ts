import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages } from '@takt/shared/account-messages';
import type { FastifyReply } from 'fastify';
import { pageQueryFields, programSchema, schoolSchema } from '@takt/shared/schemas/common';
import { NEXT_CURSOR_HEADER, pageFrom } from '../../lib/paging.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { SchoolPage, SchoolService } from './school.service.ts';

const schoolIdParams = z.object({
  schoolId: z.coerce
    .number({ error: accountMessages.school })
    .int({ error: accountMessages.school })
    .positive({ error: accountMessages.school })
    .max(Number.MAX_SAFE_INTEGER, { error: accountMessages.school }),
});

const SCHOOLS_PAGE = 500;
const schoolPageQuery = z.object({
  cursor: pageQueryFields.cursor,
  limit: z.coerce.number().int().min(1).max(SCHOOLS_PAGE).optional(),
});

/** `?cursor=&limit=` of a school list (the cursor counts the schools before the page). */
function schoolPage(query: z.infer<typeof schoolPageQuery>): SchoolPage {
  const { limit, cursorId } = pageFrom(query, SCHOOLS_PAGE);
  return { limit, offset: cursorId ?? 0 };
}

function withNextCursor<T>(reply: FastifyReply, page: { schools: T[]; nextCursor: string | null }) {
  if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.schools;
}

export function schoolRoutes(schools: SchoolService): FastifyPluginAsyncZod {
  return async (app) => {
    // Spec §7: an array of {id, name}; the sign-up page lists every school (500 a page).
    app.get(
      '/api/schools/public',
      {
        config: { access: 'public', cache: 'public, max-age=300' },
        schema: { querystring: schoolPageQuery, response: { 200: z.array(schoolSchema) } },
      },
      async (request, reply) =>
        withNextCursor(reply, await schools.page(schoolPage(request.query))),
    );
    app.get(
      '/api/schools',
      {
        config: { access: 'signedIn' },
        schema: { querystring: schoolPageQuery, response: { 200: z.array(schoolSchema) } },
      },
      async (request, reply) =>
        withNextCursor(
          reply,
          await schools.visibleTo(requireAuth(request).user, schoolPage(request.query)),
        ),
    );
    app.get(
      '/api/programs/public/:schoolId',
      {
        config: { access: 'public', cache: 'public, max-age=300' },
        schema: { params: schoolIdParams, response: { 200: z.array(programSchema) } },
      },
      async (request) => schools.signupPrograms(request.params.schoolId),
    );
  };
}
