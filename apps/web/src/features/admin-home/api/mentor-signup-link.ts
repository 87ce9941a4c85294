import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/mentor-signup-link: the secret of the school's mentor registration link. */
export async function fetchMentorSignupToken(signal?: AbortSignal): Promise<string> {
  return (await apiRequest<{ token: string }>('/api/admin/mentor-signup-link', { signal })).token;
}

export function mentorSignupTokenQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.mentorSignupLink,
    queryFn: ({ signal }) => fetchMentorSignupToken(signal),
  });
}

export function useMentorSignupToken() {
  return useQuery(mentorSignupTokenQueryOptions());
}
