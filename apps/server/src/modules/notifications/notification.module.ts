import type { Platform } from '../../platform.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createAnnouncements } from './notification-audiences.ts';
import { createPreferenceRepository } from './notification-preference.repository.ts';
import { createNotificationRepository } from './notification.repository.ts';
import { notificationRoutes } from './notification.routes.ts';
import { createNotificationService } from './notification.service.ts';
import { createPushSender, type PushSender } from './push-sender.ts';
import { createPushService } from './push.service.ts';
import { createPushSubscriptionRepository } from './push-subscription.repository.ts';
import { createReminderRunner, type HolidayCalendar, type ReminderSource } from './reminders.ts';
import { resolveVapidKeys, type VapidKeys } from './vapid-keys.ts';
import { notificationPersonalData } from './notification-personal-data.ts';

export interface NotificationModuleDeps {
  mail?: MailService;
  /** Days without teaching: no class reminders for a holiday, no practice reminder on one. */
  calendar?: HolidayCalendar;
  /**
   * Tomorrow's lessons and today's practice for the reminders. The schedule module is built after
   * this one (it notifies), so the composition root hands its service over with
   * `setReminderSource(schedule.service)`; until then no reminder is sent.
   */
  reminderSource?: ReminderSource;
  /** Web Push delivery (tests may replace it); default: web-push with the VAPID keys. */
  pushSender?: PushSender;
}

/** Notifications per person, Web Push, reminders. */
export function createNotificationModule(platform: Platform, deps: NotificationModuleDeps = {}) {
  const { config } = platform;
  const notifications = createNotificationRepository(platform.data);
  const people = createPreferenceRepository(platform.data);
  const service = createNotificationService({
    notifications,
    preferences: people,
    transactor: platform.transactor,
    events: platform.events,
    jobs: platform.jobs,
    ...(deps.mail && { mail: deps.mail }),
    appName: config.APP_NAME,
    publicUrl: config.PUBLIC_URL,
    now: platform.now,
  });
  // Resolved on first use, not at start: commands that build the modules without sending a push
  // (create-admin, the seeds) must not generate a key pair into DATA_DIR.
  let vapidKeys: VapidKeys | undefined;
  const keys = () => (vapidKeys ??= resolveVapidKeys(config));
  const push = createPushService({
    subscriptions: createPushSubscriptionRepository(platform.data),
    jobs: platform.jobs,
    send: deps.pushSender ?? createPushSender(keys),
    publicKey: () => keys().publicKey,
    production: config.NODE_ENV === 'production',
    log: platform.log,
    now: platform.now,
  });
  const announce = createAnnouncements({
    jobs: platform.jobs,
    transactor: platform.transactor,
    people,
    notifications: service,
  });

  let reminderSource = deps.reminderSource;
  const runReminders = createReminderRunner({
    people,
    notifications: service,
    transactor: platform.transactor,
    source: () => reminderSource,
    calendar: () => deps.calendar,
    now: platform.now,
  });
  platform.jobs.recurring({
    name: 'notifications.reminders',
    schedule: { every: 60_000 },
    run: runReminders,
  });

  // Ids only: the screens refetch their notifications through the API.
  platform.realtime.relay('notification.created', ({ payload: p }) => ({
    to: { users: p.userIds },
    event: 'notification.created',
    data: {},
  }));
  platform.realtime.relay('notification.read', ({ payload: p }) => ({
    to: { user: p.userId },
    event: 'notification.read',
    data: {},
  }));

  platform.personalData.register(notificationPersonalData(platform.data));
  return {
    name: 'notifications',
    service,
    push,
    /** For the posts and polls modules: call inside the transaction that creates the item. */
    announce: { post: announce.post, poll: announce.poll },
    runReminders,
    setReminderSource(source: ReminderSource) {
      reminderSource = source;
    },
    routes: notificationRoutes(service, push),
  };
}
