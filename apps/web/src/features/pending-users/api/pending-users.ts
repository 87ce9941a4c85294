import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingSignup, PendingSignupPage } from '@takt/shared/schemas/signup';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/admin/pending-users: the school's requests waiting for review, oldest first. A school
 * rarely has more than the first page (200) waiting; the rest shows after those are reviewed.
 */
export async function fetchPendingUsers(signal?: AbortSignal): Promise<PendingSignup[]> {
  const page = await apiRequest<PendingSignupPage>('/api/admin/pending-users?limit=200', {
    signal,
  });
  return page.requests;
}

export function pendingUsersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.pendingUsers.list,
    queryFn: ({ signal }) => fetchPendingUsers(signal),
  });
}

export function usePendingUsers() {
  return useQuery(pendingUsersQueryOptions());
}
