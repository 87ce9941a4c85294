import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface MentorLinkProgram {
  id: number;
  naziv: string;
}

/** What a valid secret link opens: its school and the programs a mentor may teach. */
export interface MentorLinkInfo {
  valid: boolean;
  school: { id: number; name: string };
  programs: MentorLinkProgram[];
}

/** GET /api/signup-mentori/{token}: 404 for a wrong or rotated token. */
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
