import type { Platform } from '../../platform.ts';
import '../users/user.events.ts';
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
  // A new account comes from a form that carries the agreement (sign-up, mentor registration) or
  // from the school itself: it starts with the current terms accepted; later versions ask again.
  platform.events.subscribe('user.created', (event) =>
    service.acceptCurrent(event.payload.schoolId, event.payload.userId),
  );
  return { name: 'about', service, routes: aboutRoutes(service) };
}
