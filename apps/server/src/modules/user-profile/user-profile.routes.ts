import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@takt/shared/schemas/params';
import {
  mentorSearchQuerySchema,
  programsQuerySchema,
  reminderSettingsSchema,
  updateKorisnikSchema,
} from '@takt/shared/schemas/user-profile';
import { requireAuth } from '../../plugins/access-control.ts';
import { privateResponses } from '../../plugins/private-cache.ts';
import type { DirectoryService } from './directory.service.ts';
import type { UserProfileService } from './user-profile.service.ts';

/**
 * Profile page and editors (spec §7): update-korisnik, reminder settings, linked accounts, a
 * mentor's students, the editor's mentor search and program list.
 */
export const userProfileRoutes: FastifyPluginAsyncZod<{
  profiles: UserProfileService;
  directory: DirectoryService;
  now?: () => Date;
}> = async (app, { profiles, directory, now }) => {
  privateResponses(app);

  app.put(
    '/api/update-korisnik/:id',
    {
      // Signed-in users may call it; the service narrows it to self, own students or the school.
      config: { access: 'signedIn' },
      schema: { params: idParamsSchema, body: updateKorisnikSchema(now) },
    },
    async (request) => profiles.update(requireAuth(request).user, request.params.id, request.body),
  );

  app.post(
    '/api/user/reminder-settings',
    { config: { access: 'student' }, schema: { body: reminderSettingsSchema } },
    async (request) =>
      profiles.setReminders(requireAuth(request).user.id, request.body.reminderPreferences),
  );

  app.get('/api/linked-accounts', { config: { access: 'student' } }, async (request) =>
    directory.linkedAccounts(requireAuth(request).user),
  );

  app.get('/api/mentors/students', { config: { access: 'mentor' } }, async (request) =>
    directory.students(requireAuth(request).user),
  );

  app.get(
    '/api/mentors/search',
    { config: { access: 'mentor' }, schema: { querystring: mentorSearchQuerySchema } },
    async (request) =>
      directory.searchMentors(
        requireAuth(request).user,
        request.query.query,
        request.query.exclude,
      ),
  );

  app.get(
    '/api/programs',
    { config: { access: 'mentor' }, schema: { querystring: programsQuerySchema } },
    async (request) => ({
      programs: await directory.programs(requireAuth(request).user, request.query.schoolId),
    }),
  );
};
