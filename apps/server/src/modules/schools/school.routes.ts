import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages } from '@takt/shared/account-messages';
import type { SchoolService } from './school.service.ts';

export const schoolRoutes: FastifyPluginAsyncZod<{ schools: SchoolService }> = async (
  app,
  { schools },
) => {
  app.get('/api/schools/public', { config: { access: 'public' } }, async () =>
    schools.listPublic(),
  );
  app.get(
    '/api/programs/public/:schoolId',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({
          schoolId: z.coerce
            .number({ error: accountMessages.school })
            .int({ error: accountMessages.school })
            .positive({ error: accountMessages.school }),
        }),
      },
    },
    async (request) => schools.signupPrograms(request.params.schoolId),
  );
};
