import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@takt/shared/schemas/profiles';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/mentori: the school's mentors with their programs (names of the chosen ones). */
export async function fetchSchoolMentors(signal?: AbortSignal): Promise<Profile[]> {
  return (await apiRequest<{ mentors: Profile[] }>('/api/mentori', { signal })).mentors;
}

export function schoolMentorsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.schoolMentors,
    queryFn: ({ signal }) => fetchSchoolMentors(signal),
    enabled,
  });
}

export function useSchoolMentors(enabled: boolean) {
  return useQuery(schoolMentorsQueryOptions(enabled));
}
