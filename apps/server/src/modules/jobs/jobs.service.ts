import type { JobsOverview } from '@takt/shared/schemas/jobs';
import type { JobScheduler } from '../../jobs/job-scheduler.ts';

export interface JobsService {
  /** The installation's background jobs: no school's data, no payloads, only how they run. */
  overview(): Promise<JobsOverview>;
}

export function createJobsService(deps: { jobs: JobScheduler }): JobsService {
  return { overview: () => deps.jobs.overview() };
}
