import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PasswordService } from '../password-reset/password.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { UserService } from '../users/user.service.ts';
import { createAccountAdminService } from './accounts.service.ts';
import type { AdminDeps } from './admin.deps.ts';
import { createConsentService } from './consents.service.ts';
import { createConsentsRepository } from './consents.repository.ts';
import { createErasureRepository } from './erasure.repository.ts';
import { createErasureService } from './erasure.service.ts';
import { createImportService } from './import.service.ts';
import { mentorImportRoutes } from './mentor-import.routes.ts';
import { createMentorImportService } from './mentor-import.service.ts';
import { createPeopleRepository } from './people.repository.ts';
import { peopleAdminRoutes } from './people.routes.ts';
import { privacyRoutes } from './privacy.routes.ts';
import { createProgramsRepository } from './programs.repository.ts';
import { createProgramAdminService } from './programs.service.ts';
import { createStudentsRepository } from './students.repository.ts';
import { studentAdminRoutes } from './students.routes.ts';
import { createStudentAdminService } from './students.service.ts';

/**
 * Administration and data protection: students, mentors, programs, bulk import and export,
 * deactivation and erasure, the data export and consents. (The retention purges run in the
 * modules owning the data: sign-ups, mail, sessions; see docs/admin.md.)
 */
export function createAdminModule(
  platform: Platform,
  services: {
    users: UserService;
    schools: SchoolService;
    mail: MailService;
    auth: AuthService;
    passwords: PasswordService;
    files: FilesService;
    audit: AuditService;
  },
) {
  const programs = createProgramAdminService({
    programs: createProgramsRepository(platform.data),
    transactor: platform.transactor,
    audit: services.audit,
    now: platform.now,
  });
  const deps: AdminDeps = {
    ...services,
    students: createStudentsRepository(platform.data),
    people: createPeopleRepository(platform.data),
    consents: createConsentsRepository(platform.data),
    erasure: createErasureRepository(platform.data),
    programs,
    transactor: platform.transactor,
    events: platform.events,
    personalData: platform.personalData,
    now: platform.now,
  };
  const accounts = createAccountAdminService(deps);
  const students = createStudentAdminService(deps);
  const imports = createImportService(deps, platform.jobs);
  const mentorImports = createMentorImportService(deps, imports);
  const erasure = createErasureService(deps, accounts);
  const consents = createConsentService(deps);

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(studentAdminRoutes({ students, imports, now: platform.now }));
    await app.register(peopleAdminRoutes({ accounts, programs }));
    await app.register(privacyRoutes({ erasure, consents }));
    await app.register(mentorImportRoutes(mentorImports));
  };
  const service = { accounts, students, imports, mentorImports, erasure, consents, programs };
  return {
    name: 'admin',
    service,
    routes,
  };
}
