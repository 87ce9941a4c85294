import { z } from 'zod';
import { notificationMessages as m } from '../notification-messages.ts';
import { notificationKinds } from '../notification-kinds.ts';
import { pageQueryFields, timestampSchema } from './common.ts';

export const notificationSchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    read: z.boolean(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: unread first, newest first within each; `?cursor=&limit=`. */
export const notificationListQuerySchema = z.object(pageQueryFields);

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationReadSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  unreadCount: z.number().int(),
});

/** One kind's channels; every kind is listed in the answer. */
export const notificationPreferenceSchema = z.object({
  kind: z.enum(notificationKinds, { error: m.preferenceKindInvalid }),
  inApp: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
});

/** PUT /api/notifications/preferences: the kinds listed are replaced, the others kept. */
export const notificationPreferencesInputSchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema)
    .max(notificationKinds.length)
    .refine((list) => new Set(list.map((p) => p.kind)).size === list.length, {
      error: m.preferencesDuplicate,
    }),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>;

export const notificationPreferencesSavedSchema = notificationPreferencesSchema.extend({
  message: z.string(),
});

const base64url = (max: number) =>
  z
    .string({ error: m.subscriptionInvalid })
    .regex(/^[\w-]+={0,2}$/, { error: m.subscriptionInvalid })
    .max(max, { error: m.subscriptionInvalid });

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: m.endpointInvalid })
    .max(1000, { error: m.endpointInvalid })
    .url({ error: m.endpointInvalid }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64url(200), auth: base64url(100) },
    { error: m.subscriptionInvalid },
  ),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/**
 * POST /api/users/fcm-token (the spec's name for the push-token call): `fcmToken` carries the
 * Web Push subscription (as an object, or its JSON text).
 */
export const pushTokenInputSchema = z.object({
  fcmToken: z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, pushSubscriptionSchema),
});

/** DELETE /api/users/fcm-token: the endpoint of the subscription this device drops. */
export const pushTokenDeleteSchema = z.object({
  endpoint: z.string({ error: m.endpointInvalid }).min(1).max(1000),
});

export const pushConfigSchema = z.object({
  publicKey: z.string(),
  subscriptions: z.number().int(),
});
