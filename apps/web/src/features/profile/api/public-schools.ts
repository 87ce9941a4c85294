import { queryOptions, useQuery } from '@tanstack/react-query';
import type { School } from '@takt/shared/schemas/common';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/schools/public: every school, for the admin's school select (moves are requests). */
export function fetchPublicSchools(signal?: AbortSignal): Promise<School[]> {
  return apiRequest<School[]>('/api/schools/public', { signal });
}

export function publicSchoolsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.schools,
    queryFn: ({ signal }) => fetchPublicSchools(signal),
    enabled,
  });
}

export function useSchools(enabled: boolean) {
  return useQuery(publicSchoolsQueryOptions(enabled));
}
