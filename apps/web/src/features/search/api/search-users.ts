import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { USER_SEARCH_MIN_LENGTH } from '@takt/shared/constants';
import type { UserSearchPage } from '@takt/shared/schemas/search';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/search/users?query=&offset= */
export function searchUsers(
  query: string,
  offset: number,
  signal?: AbortSignal,
): Promise<UserSearchPage> {
  const params = new URLSearchParams({ query, offset: String(offset) });
  return apiRequest<UserSearchPage>(`/api/search/users?${params.toString()}`, { signal });
}

/** Asks nothing until the query has spec §5's 2 characters; pages on while the server has more. */
export function searchUsersQueryOptions(query: string) {
  const trimmed = query.trim();
  return infiniteQueryOptions({
    queryKey: queryKeys.search.users(trimmed),
    queryFn: ({ signal, pageParam }) => searchUsers(trimmed, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.offset + last.limit : undefined),
    enabled: trimmed.length >= USER_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSearchUsers(query: string) {
  return useInfiniteQuery(searchUsersQueryOptions(query));
}
