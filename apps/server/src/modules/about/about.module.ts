import type { Platform } from '../../platform.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { UserService } from '../users/user.service.ts';
import { createAboutRepository } from './about.repository.ts';
import { aboutRoutes } from './about.routes.ts';
import { createAboutService } from './about.service.ts';

/** Terms, privacy policy and the support form of /about. */
export function createAboutModule(
  platform: Platform,
  deps: { schools: SchoolService; users: UserService; mail: MailService },
) {
  const service = createAboutService({
    ...deps,
    about: createAboutRepository(platform.data),
    transactor: platform.transactor,
    limiter: platform.limiter,
    now: platform.now,
  });
  return { name: 'about', service, routes: aboutRoutes(service) };
}
