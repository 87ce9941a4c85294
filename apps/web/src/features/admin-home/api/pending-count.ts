import { queryOptions, useQuery } from '@tanstack/react-query';
import type { pendingSignupCountSchema } from '@takt/shared/schemas/signup';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/pending-users/count; its key sits under the review screen's prefix. */
export async function fetchPendingCount(signal?: AbortSignal): Promise<number> {
  const body = await apiRequest<ApiAnswer<typeof pendingSignupCountSchema>>(
    '/api/admin/pending-users/count',
    { signal },
  );
  return body.count;
}

export function pendingCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.pendingUsers.count,
    queryFn: ({ signal }) => fetchPendingCount(signal),
  });
}

/** `enabled` lets the top bar ask only for admins; everyone else would get a 403. */
export function usePendingCount(enabled = true) {
  return useQuery({ ...pendingCountQueryOptions(), enabled });
}
