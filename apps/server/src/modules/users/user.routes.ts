import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@takt/shared/schemas/params';
import { emailField } from '@takt/shared/schemas/person-fields';
import { pageQueryFields, successSchema } from '@takt/shared/schemas/common';
import { unconfirmedMentorPageSchema, userResponseSchema } from '@takt/shared/schemas/user';
import {
  linkedAccountsSchema,
  reminderSettingsResponseSchema,
  reminderSettingsSchema,
} from '@takt/shared/schemas/user-profile';
import { pageFrom } from '../../lib/paging.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { UserService } from './user.service.ts';

const existsSchema = z.object({ exists: z.boolean() });

/** The signed-in person's own account, and the admins' e-mail checks (spec §7). */
export function userRoutes(users: UserService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user',
      {
        config: { access: 'signedIn', allowPendingPasswordChange: true, keepWhileUnchanged: true },
        schema: { response: { 200: userResponseSchema } },
      },
      async (request) => ({ user: await users.getSelf(requireAuth(request).user) }),
    );

    app.post(
      '/api/user/reminder-settings',
      {
        config: { access: 'student' },
        schema: { body: reminderSettingsSchema, response: { 200: reminderSettingsResponseSchema } },
      },
      async (request) =>
        users.setReminders(requireAuth(request).user, request.body.reminderPreferences),
    );

    app.get(
      '/api/linked-accounts',
      { config: { access: 'student' }, schema: { response: { 200: linkedAccountsSchema } } },
      async (request) => users.linkedAccounts(requireAuth(request).user),
    );

    const emailParams = z.object({ email: emailField() });
    app.get(
      '/api/users/check-email/:email',
      {
        config: { access: 'admin' },
        schema: { params: emailParams, response: { 200: existsSchema } },
      },
      async (request) => users.emailInUse(request.params.email, 'student'),
    );
    app.get(
      '/api/mentors/check-email/:email',
      {
        config: { access: 'admin' },
        schema: { params: emailParams, response: { 200: existsSchema } },
      },
      async (request) => users.emailInUse(request.params.email, 'mentor'),
    );

    app.get(
      '/api/admin/mentors/unconfirmed',
      {
        config: { access: 'admin' },
        schema: {
          querystring: z.object(pageQueryFields),
          response: { 200: unconfirmedMentorPageSchema },
        },
      },
      async (request) =>
        users.unconfirmedMentors(requireAuth(request).user, pageFrom(request.query, 50)),
    );
    app.post(
      '/api/admin/mentors/:id/confirm',
      {
        config: { access: 'admin' },
        schema: { params: idParamsSchema, response: { 200: successSchema } },
      },
      async (request) => users.confirmMentor(requireAuth(request).user, request.params.id),
    );
  };
}
