import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { mentorStudentsSchema } from '@takt/shared/schemas/user-profile';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/mentors/students?cursor=&q=: a page of the signed-in mentor's students. */
export function fetchMentorStudents(cursor: string | null, search = '', signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (search.trim()) params.set('q', search.trim());
  const query = params.size ? `?${params.toString()}` : '';
  return apiRequest<ApiAnswer<typeof mentorStudentsSchema>>(`/api/mentors/students${query}`, {
    signal,
  });
}

/** Page after page ('Učitaj još') while the server names a next cursor; one list per search. */
export function mentorStudentsQueryOptions(enabled: boolean, search = '') {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.mentorStudents, search.trim()],
    queryFn: ({ pageParam, signal }) => fetchMentorStudents(pageParam, search, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export function useMentorStudents(enabled: boolean, search = '') {
  return useInfiniteQuery({
    ...mentorStudentsQueryOptions(enabled, search),
    // The previous list stays while a new search loads, so typing does not blank the screen.
    placeholderData: (previous) => previous,
  });
}
