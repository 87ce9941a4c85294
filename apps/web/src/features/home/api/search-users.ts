import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SEARCH_MIN_LENGTH } from '@takt/shared/constants';
import type { UserSearchPage } from '@takt/shared/schemas/search';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/search/users?query= */
export function searchUsers(query: string, signal?: AbortSignal): Promise<UserSearchPage> {
  const params = new URLSearchParams({ query });
  return apiRequest<UserSearchPage>(`/api/search/users?${params.toString()}`, { signal });
}

/** Asks nothing until the query has spec §5's 2 characters. */
export function searchUsersQueryOptions(query: string) {
  const trimmed = query.trim();
  return queryOptions({
    queryKey: ['search', 'users', trimmed],
    queryFn: ({ signal }) => searchUsers(trimmed, signal),
    enabled: trimmed.length >= USER_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSearchUsers(query: string) {
  return useQuery(searchUsersQueryOptions(query));
}
