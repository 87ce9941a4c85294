import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportMessages as m } from '@takt/shared/support-messages';
import {
  accountLinkStateSchema,
  linkCodeInputSchema,
  switchInputSchema,
  switchResultSchema,
} from '@takt/shared/schemas/account-links';
import { successMessageSchema } from '@takt/shared/schemas/common';
import { requireAuth } from '../../plugins/access-control.ts';
import type { AccountLinkService } from './account-link.service.ts';

export function accountLinkRoutes(links: AccountLinkService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/account-links',
      { config: { access: 'signedIn' }, schema: { response: { 200: accountLinkStateSchema } } },
      async (request) => links.state(requireAuth(request).user),
    );

    app.post(
      '/api/account-links/code',
      { config: { access: 'signedIn' }, schema: { response: { 200: successMessageSchema } } },
      async (request) => {
        await links.sendCode(requireAuth(request).user);
        return { success: true as const, message: m.linkCodeSent };
      },
    );

    app.post(
      '/api/account-links/confirm',
      {
        config: { access: 'signedIn' },
        schema: { body: linkCodeInputSchema, response: { 200: successMessageSchema } },
      },
      async (request) => {
        await links.confirm(requireAuth(request).user, request.body.code);
        return { success: true as const, message: m.linkConfirmed };
      },
    );

    app.post(
      '/api/account-links/switch',
      {
        config: { access: 'signedIn' },
        schema: { body: switchInputSchema, response: { 200: switchResultSchema } },
      },
      async (request) => links.switchTo(requireAuth(request).user, request.body.userId),
    );
  };
}
