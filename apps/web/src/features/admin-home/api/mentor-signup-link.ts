import { queryOptions, useQuery } from '@tanstack/react-query';
import type { mentorSignupTokenSchema } from '@takt/shared/schemas/mentor-signup';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/mentor-signup-link: the secret of the school's mentor registration link. */
export async function fetchMentorSignupToken(signal?: AbortSignal): Promise<string> {
  return (
    await apiRequest<ApiAnswer<typeof mentorSignupTokenSchema>>('/api/admin/mentor-signup-link', {
      signal,
    })
  ).token;
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
