import type { Platform } from '../../platform.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { UserService } from '../users/user.service.ts';
import { mentorSignupRoutes } from './mentor-signup.routes.ts';
import { createMentorSignupService } from './mentor-signup.service.ts';

/** Mentor registration through a school's hidden link. */
export function createMentorSignupModule(
  platform: Platform,
  deps: {
    schools: SchoolService;
    users: UserService;
    mail: MailService;
    notifications: NotificationService;
  },
) {
  const service = createMentorSignupService({
    ...deps,
    transactor: platform.transactor,
    limiter: platform.limiter,
    now: platform.now,
  });
  return {
    name: 'mentor-signup',
    service,
    routes: mentorSignupRoutes(service),
  };
}
