import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages } from '@takt/shared/account-messages';
import { programSchema, schoolSchema } from '@takt/shared/schemas/common';
import { requireAuth } from '../../plugins/access-control.ts';
import type { SchoolService } from './school.service.ts';

const schoolIdParams = z.object({
  schoolId: z.coerce
    .number({ error: accountMessages.school })
    .int({ error: accountMessages.school })
    .positive({ error: accountMessages.school })
    .max(Number.MAX_SAFE_INTEGER, { error: accountMessages.school }),
});

export function schoolRoutes(schools: SchoolService): FastifyPluginAsyncZod {
  return async (app) => {
    // Spec §7: an array of {id, name}; the sign-up page lists every school.
    app.get(
      '/api/schools/public',
      {
        config: { access: 'public', cache: 'public, max-age=300' },
        schema: { response: { 200: z.array(schoolSchema) } },
      },
      async () => schools.listPublic(),
    );
    app.get(
      '/api/schools',
      { config: { access: 'signedIn' }, schema: { response: { 200: z.array(schoolSchema) } } },
      async (request) => schools.visibleTo(requireAuth(request).user),
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
