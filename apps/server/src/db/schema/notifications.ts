import type { Generated } from 'kysely';
import type { Bool, Timestamp } from './columns.ts';

/** Notifications per person, their channel preferences, push devices and reminders sent. */

export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  type: string;
  title: string;
  body: string;
  read: Bool;
  createdAt: Timestamp;
  /** Set on every row written since notifications got their own screen (older rows: backfilled). */
  schoolId: number | null;
  /** App path the notice is about ('/chat/12', '/racuni/5'). */
  link: string | null;
  readAt: Timestamp | null;
}

/** Overrides of the default per kind × channel ('inApp' | 'push' | 'email'). */
export interface NotificationPreferencesTable {
  userId: number;
  kind: string;
  channel: string;
  enabled: Bool;
}

/** A browser's Web Push subscription (one per device; the endpoint is unique). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  userId: number;
  schoolId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
  createdAt: Timestamp;
  lastSuccessAt: Timestamp | null;
}

/** A reminder sent: one row per person, Zagreb day and kind ('class' | 'practice'). */
export interface ReminderSendsTable {
  userId: number;
  day: string;
  kind: string;
  sentAt: Timestamp;
}
