import type { Platform } from '../../platform.ts';
import type { FormConsentRecorder } from '../admin/consents.service.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import type { CalendarService } from '../calendar/calendar.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { UserService } from '../users/user.service.ts';
import { createEnrollmentRepository } from './enrollment.repository.ts';
import { enrollmentRoutes } from './enrollment.routes.ts';
import { createEnrollmentService } from './enrollment.service.ts';
import { enrollmentPersonalData } from './enrollment-personal-data.ts';

/** Enrollment per school year: agreements, acceptances, confirmations, the admins' dashboard. */
export function createEnrollmentModule(
  platform: Platform,
  deps: {
    calendar: CalendarService;
    schools: SchoolService;
    users: UserService;
    notifications: NotificationService;
    mail: MailService;
    audit: AuditRecorder;
    consents: FormConsentRecorder;
  },
) {
  const service = createEnrollmentService({
    ...deps,
    enrollment: createEnrollmentRepository(platform.data),
    transactor: platform.transactor,
    events: platform.events,
    limiter: platform.limiter,
    now: platform.now,
  });
  platform.personalData.register(enrollmentPersonalData(platform.data));
  return { name: 'enrollment', service, routes: enrollmentRoutes(service, platform.now) };
}
