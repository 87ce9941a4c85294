import type { Platform } from '../../platform.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { UserService } from '../users/user.service.ts';
import { passwordRoutes } from './password.routes.ts';
import { createPasswordService } from './password.service.ts';
import { createResetCodeRepository } from './reset-code.repository.ts';

/** Reset by e-mailed code, reset by an admin or mentor, and changing one's own password. */
export function createPasswordModule(
  platform: Platform,
  deps: {
    users: UserService;
    auth: AuthService;
    schools: SchoolService;
    mail: MailService;
    audit: AuditRecorder;
  },
) {
  const service = createPasswordService({
    ...deps,
    codes: createResetCodeRepository(platform.data),
    transactor: platform.transactor,
    limiter: platform.limiter,
    now: platform.now,
  });
  return { name: 'password-reset', service, routes: passwordRoutes(service) };
}
