import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesInputSchema,
  notificationPreferencesSavedSchema,
  notificationPreferencesSchema,
  notificationReadSchema,
  pushConfigSchema,
  pushTokenDeleteSchema,
  pushTokenInputSchema,
} from '@takt/shared/schemas/notifications';
import { successMessageSchema } from '@takt/shared/schemas/common';
import { idParamsSchema } from '@takt/shared/schemas/params';
import { requireAuth } from '../../plugins/access-control.ts';
import type { NotificationService } from './notification.service.ts';
import type { PushService } from './push.service.ts';

/** Everyone signed in reads and marks their own notifications and manages their devices. */
export function notificationRoutes(
  notifications: NotificationService,
  push: PushService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/notifications',
      {
        config: { access: 'signedIn' },
        schema: {
          querystring: notificationListQuerySchema,
          response: { 200: notificationListSchema },
        },
      },
      async (request) => notifications.list(requireAuth(request).user, request.query),
    );

    app.put(
      '/api/notifications/read-all',
      { config: { access: 'signedIn' }, schema: { response: { 200: notificationReadSchema } } },
      async (request) => notifications.markAllRead(requireAuth(request).user),
    );

    app.put(
      '/api/notifications/:id/read',
      {
        config: { access: 'signedIn' },
        schema: { params: idParamsSchema, response: { 200: notificationReadSchema } },
      },
      async (request) => notifications.markRead(requireAuth(request).user, request.params.id),
    );

    app.get(
      '/api/notifications/preferences',
      {
        config: { access: 'signedIn' },
        schema: { response: { 200: notificationPreferencesSchema } },
      },
      async (request) => notifications.preferences(requireAuth(request).user),
    );

    app.put(
      '/api/notifications/preferences',
      {
        config: { access: 'signedIn' },
        schema: {
          body: notificationPreferencesInputSchema,
          response: { 200: notificationPreferencesSavedSchema },
        },
      },
      async (request) => notifications.setPreferences(requireAuth(request).user, request.body),
    );

    app.get(
      '/api/notifications/push-config',
      { config: { access: 'signedIn' }, schema: { response: { 200: pushConfigSchema } } },
      async (request) => push.config(requireAuth(request).user),
    );

    app.post(
      '/api/users/fcm-token',
      {
        config: { access: 'signedIn' },
        schema: { body: pushTokenInputSchema, response: { 200: successMessageSchema } },
      },
      async (request) =>
        push.subscribe(
          requireAuth(request).user,
          request.body.fcmToken,
          request.headers['user-agent'],
        ),
    );

    app.delete(
      '/api/users/fcm-token',
      {
        config: { access: 'signedIn' },
        schema: { body: pushTokenDeleteSchema, response: { 200: successMessageSchema } },
      },
      async (request) => push.unsubscribe(requireAuth(request).user, request.body.endpoint),
    );
  };
}
