import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_POLLS_REFETCH_MS } from '@takt/shared/constants';
import type { PollStats } from '@takt/shared/schemas/polls';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/polls/stats (mentors): poll count, response count and the share of 'da'. */
export function fetchPollStats(signal?: AbortSignal): Promise<PollStats> {
  return apiRequest<PollStats>('/api/polls/stats', { signal });
}

export function pollStatsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.polls.stats,
    queryFn: ({ signal }) => fetchPollStats(signal),
    enabled,
    refetchInterval: enabled ? ACTIVE_POLLS_REFETCH_MS : false,
  });
}

export function usePollStats(enabled: boolean) {
  return useQuery(pollStatsQueryOptions(enabled));
}
