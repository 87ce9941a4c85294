import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorLinkInfo } from '@takt/shared/schemas/mentor-signup';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/signup-mentori/{token}: the school and its programs; 404 for a wrong or rotated token. */
export async function fetchMentorLink(token: string, signal?: AbortSignal) {
  return apiRequest<MentorLinkInfo>(`/api/signup-mentori/${encodeURIComponent(token)}`, {
    signal,
  });
}

export function mentorLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.mentorLink(token),
    queryFn: ({ signal }) => fetchMentorLink(token, signal),
    staleTime: 0,
  });
}

export function useMentorLink(token: string) {
  return useQuery(mentorLinkQueryOptions(token));
}
