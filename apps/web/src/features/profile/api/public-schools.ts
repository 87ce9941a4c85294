import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface SchoolChoice {
  id: number;
  name: string;
}

/** GET /api/schools/public: every school, for the admin's school select. */
export function fetchPublicSchools(signal?: AbortSignal): Promise<SchoolChoice[]> {
  return apiRequest<SchoolChoice[]>('/api/schools/public', { signal });
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
