import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { UnconfirmedMentorPage } from '@takt/shared/schemas/user';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/mentors/unconfirmed?cursor=: mentors of the link waiting for confirmation. */
export function fetchUnconfirmedMentors(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<UnconfirmedMentorPage>(`/api/admin/mentors/unconfirmed${query}`, { signal });
}

export function unconfirmedMentorsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.unconfirmedMentors,
    queryFn: ({ pageParam, signal }) => fetchUnconfirmedMentors(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export function useUnconfirmedMentors() {
  return useInfiniteQuery(unconfirmedMentorsQueryOptions());
}
