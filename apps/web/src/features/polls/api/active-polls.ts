import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_POLLS_REFETCH_MS } from '@takt/shared/constants';
import type { Poll, pollListSchema } from '@takt/shared/schemas/polls';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/polls/active: polls whose end date lies ahead. */
export async function fetchActivePolls(signal?: AbortSignal): Promise<Poll[]> {
  const body = await apiRequest<ApiAnswer<typeof pollListSchema>>('/api/polls/active', { signal });
  return body.polls;
}

/** Refetched every 30 s while enabled (spec §9); only for users who may see polls. */
export function activePollsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.polls.active,
    queryFn: ({ signal }) => fetchActivePolls(signal),
    enabled,
    refetchInterval: enabled ? ACTIVE_POLLS_REFETCH_MS : false,
  });
}

export function useActivePolls(enabled: boolean) {
  return useQuery(activePollsQueryOptions(enabled));
}
