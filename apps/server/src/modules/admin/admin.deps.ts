import type { Transactor } from '../../db/unit-of-work.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { PersonalDataRegistry } from '../../lib/personal-data.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PasswordService } from '../password-reset/password.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { UserService } from '../users/user.service.ts';
import type { ConsentsRepository } from './consents.repository.ts';
import type { ErasureRepository } from './erasure.repository.ts';
import type { PeopleRepository } from './people.repository.ts';
import type { ProgramAdminService } from './programs.service.ts';
import type { StudentsRepository } from './students.repository.ts';

/** What the administration services are built with (see admin.module.ts). */
export interface AdminDeps {
  students: StudentsRepository;
  people: PeopleRepository;
  consents: ConsentsRepository;
  erasure: ErasureRepository;
  programs: ProgramAdminService;
  users: UserService;
  schools: SchoolService;
  mail: MailService;
  auth: Pick<AuthService, 'revokeSessions'>;
  passwords: Pick<PasswordService, 'resetStudent'>;
  files: Pick<FilesService, 'remove' | 'readAll' | 'listOwned'>;
  audit: AuditService;
  transactor: Transactor;
  events: EventBus;
  personalData: PersonalDataRegistry;
  now: () => Date;
}

/** The signed-in caller as the session gives it. */
export type { Viewer } from '../../lib/auth-context.ts';
