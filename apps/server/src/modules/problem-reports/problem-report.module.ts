import type { Platform } from '../../platform.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { UserService } from '../users/user.service.ts';
import { createProblemReportRepository } from './problem-report.repository.ts';
import { problemReportRoutes } from './problem-report.routes.ts';
import { createProblemReportService } from './problem-report.service.ts';
import { problemReportPersonalData } from './problem-report-personal-data.ts';

/** Problem and error reports in one inbox per school. */
export function createProblemReportModule(
  platform: Platform,
  deps: {
    users: UserService;
    schools: SchoolService;
    mail: MailService;
    notifications: NotificationService;
  },
) {
  const service = createProblemReportService({
    ...deps,
    reports: createProblemReportRepository(platform.data),
    transactor: platform.transactor,
    limiter: platform.limiter,
    now: platform.now,
  });
  platform.personalData.register(problemReportPersonalData(platform.data));
  return { name: 'problem-reports', service, routes: problemReportRoutes(service) };
}
