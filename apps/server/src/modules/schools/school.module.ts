import type { Platform } from '../../platform.ts';
import { createSchoolRepository } from './school.repository.ts';
import { schoolRoutes } from './school.routes.ts';
import { createSchoolService } from './school.service.ts';

/** Schools and their programs (the tenants of an installation). */
export function createSchoolModule(platform: Platform) {
  const service = createSchoolService({
    schools: createSchoolRepository(platform.data),
    now: platform.now,
  });
  return { name: 'schools', service, routes: schoolRoutes(service) };
}
