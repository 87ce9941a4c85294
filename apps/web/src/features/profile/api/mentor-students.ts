import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { mentorStudentsSchema } from '@takt/shared/schemas/user-profile';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/mentors/students?cursor=: a page of the signed-in mentor's students. */
export function fetchMentorStudents(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<ApiAnswer<typeof mentorStudentsSchema>>(`/api/mentors/students${query}`, {
    signal,
  });
}

/** Page after page ('Učitaj još') while the server names a next cursor. */
export function mentorStudentsQueryOptions(enabled: boolean) {
  return infiniteQueryOptions({
    queryKey: queryKeys.mentorStudents,
    queryFn: ({ pageParam, signal }) => fetchMentorStudents(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export function useMentorStudents(enabled: boolean) {
  return useInfiniteQuery(mentorStudentsQueryOptions(enabled));
}
