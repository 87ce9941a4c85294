import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser, userResponseSchema } from '@takt/shared/schemas/user';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/user */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<PublicUser> {
  const body = await apiRequest<ApiAnswer<typeof userResponseSchema>>('/api/user', { signal });
  return body.user;
}

export function currentUserQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: token !== null,
  });
}

export function useCurrentUser(token: string | null) {
  return useQuery(currentUserQueryOptions(token));
}
