import type { Platform } from '../../platform.ts';
import { createNotificationRepository } from './notification.repository.ts';
import { createNotificationService } from './notification.service.ts';

/** Notifications to people (rows now; the screen, push and reminders build on it). */
export function createNotificationModule(platform: Platform) {
  const service = createNotificationService({
    notifications: createNotificationRepository(platform.data),
    now: platform.now,
  });
  return { name: 'notifications', service };
}
