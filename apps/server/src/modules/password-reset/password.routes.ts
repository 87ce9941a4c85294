import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminResetSchema,
  changePasswordSchema,
  resetRequestSchema,
  resetVerifySchema,
} from '@takt/shared/schemas/password';
import { successMessageSchema } from '@takt/shared/schemas/common';
import { requireAuth } from '../../plugins/access-control.ts';
import type { PasswordService } from './password.service.ts';

const response = { 200: successMessageSchema };

export function passwordRoutes(passwords: PasswordService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/reset-password/request',
      { config: { access: 'public' }, schema: { body: resetRequestSchema, response } },
      async (request) => passwords.requestCode(request.body.email, request.ip),
    );
    app.post(
      '/api/reset-password/verify',
      { config: { access: 'public' }, schema: { body: resetVerifySchema, response } },
      async (request) => passwords.verifyCode(request.body.email, request.body.code, request.ip),
    );
    // Admins count as mentors for access; the service narrows it to the school or own students.
    app.post(
      '/api/reset-password',
      { config: { access: 'mentor' }, schema: { body: adminResetSchema, response } },
      async (request) => passwords.resetStudent(requireAuth(request).user, request.body),
    );
    app.post(
      '/api/user/change-password',
      {
        config: { access: 'signedIn', allowPendingPasswordChange: true },
        schema: { body: changePasswordSchema, response },
      },
      async (request) => passwords.changePassword(requireAuth(request), request.body),
    );
  };
}
