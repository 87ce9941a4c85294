import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorSearchResult, mentorSearchSchema } from '@takt/shared/schemas/user-profile';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/mentors/search?query=&exclude= (2+ characters, at most 20). */
export async function searchMentors(
  query: string,
  exclude: number[],
  signal?: AbortSignal,
): Promise<MentorSearchResult[]> {
  const params = new URLSearchParams({ query });
  if (exclude.length) params.set('exclude', exclude.join(','));
  const body = await apiRequest<ApiAnswer<typeof mentorSearchSchema>>(
    `/api/mentors/search?${params.toString()}`,
    { signal },
  );
  return body.results;
}

export function mentorSearchQueryOptions(query: string, exclude: number[]) {
  const text = query.trim();
  return queryOptions({
    queryKey: queryKeys.mentorSearch(text, exclude),
    queryFn: ({ signal }) => searchMentors(text, exclude, signal),
    enabled: text.length >= 2,
    staleTime: 30_000,
  });
}

export function useMentorSearch(query: string, exclude: number[]) {
  return useQuery(mentorSearchQueryOptions(query, exclude));
}
