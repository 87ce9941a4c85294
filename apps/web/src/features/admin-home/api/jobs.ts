import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobsOverview } from '@takt/shared/schemas/jobs';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/jobs: the background jobs, their last runs and recent failures. */
export async function fetchJobs(signal?: AbortSignal): Promise<JobsOverview> {
  return apiRequest<JobsOverview>('/api/admin/jobs', { signal });
}

export function jobsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.jobs,
    queryFn: ({ signal }) => fetchJobs(signal),
    staleTime: 30_000,
  });
}

export function useJobs() {
  return useQuery(jobsQueryOptions());
}
