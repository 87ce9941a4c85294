import type { Platform } from '../../platform.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { createJobsService } from './jobs.service.ts';

/** Admins' view of the background jobs (the scheduler itself is part of the platform). */
export function createJobsModule(platform: Platform) {
  const service = createJobsService({ jobs: platform.jobs });
  return { name: 'jobs', service, routes: jobsRoutes(service) };
}
