/**
 * What a notification is about: a closed list, shared by the server (notify, preferences) and
 * the web (icons, settings). A new kind is added here first.
 */
export const notificationKinds = [
  'post',
  'poll',
  'chat_message',
  'lesson_moved',
  'lesson_cancelled',
  'makeup_booked',
  'absence_reported',
  'invoice_issued',
  'invoice_overdue',
  'enrollment_open',
  'enrollment_reminder',
  'signup-request',
  'mentor-registered',
  'problem_report',
  'class_reminder',
  'practice_reminder',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Where a notification may reach its person. */
export const notificationChannels = ['inApp', 'push', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export function isNotificationKind(value: string): value is NotificationKind {
  return (notificationKinds as readonly string[]).includes(value);
}
