import type { Platform } from '../../platform.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { UserService } from '../users/user.service.ts';
import { createAccountLinkRepository } from './account-link.repository.ts';
import { accountLinkRoutes } from './account-link.routes.ts';
import { createAccountLinkService } from './account-link.service.ts';
import { accountLinkPersonalData } from './account-link-personal-data.ts';

/** Switching between sibling accounts on one confirmed family e-mail. */
export function createAccountLinkModule(
  platform: Platform,
  deps: { users: UserService; schools: SchoolService; mail: MailService; auth: AuthService },
) {
  const service = createAccountLinkService({
    ...deps,
    links: createAccountLinkRepository(platform.data),
    transactor: platform.transactor,
    limiter: platform.limiter,
    now: platform.now,
  });
  platform.personalData.register(accountLinkPersonalData(platform.data));
  return { name: 'account-links', service, routes: accountLinkRoutes(service) };
}
