import type { Platform } from '../../platform.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { UserService } from '../users/user.service.ts';
import { createDirectoryRepository } from './directory.repository.ts';
import { createDirectoryService } from './directory.service.ts';
import { createProfileEditorRepository } from './profile-editor.repository.ts';
import { createProfileEditorService } from './profile-editor.service.ts';
import { createProfileRepository } from './profile.repository.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService, type ProfileDeps } from './profile.service.ts';
import { createTransferRepository } from './transfer.repository.ts';
import { createTransferService } from './transfer.service.ts';

/** People of a school as others see and edit them. */
export function createProfileModule(
  platform: Platform,
  deps: {
    users: UserService;
    schools: SchoolService;
    onSensitiveRead?: ProfileDeps['onSensitiveRead'];
    audit?: AuditRecorder;
  },
) {
  const { transactor, events, now } = platform;
  const editorRepository = createProfileEditorRepository(platform.data);
  const transfers = createTransferService({
    transfers: createTransferRepository(platform.data),
    editor: editorRepository,
    transactor,
    events,
    now,
  });
  const services = {
    profiles: createProfileService({
      profiles: createProfileRepository(platform.data),
      ...(deps.onSensitiveRead ? { onSensitiveRead: deps.onSensitiveRead } : {}),
    }),
    editor: createProfileEditorService({
      repo: editorRepository,
      users: deps.users,
      transfers,
      transactor,
      events,
      now,
      ...(deps.audit ? { audit: deps.audit } : {}),
    }),
    directory: createDirectoryService({
      directory: createDirectoryRepository(platform.data),
      activePrograms: (schoolId) => deps.schools.activePrograms(schoolId),
    }),
    transfers,
    now,
  };
  return { name: 'profiles', service: services.profiles, routes: profileRoutes(services) };
}
