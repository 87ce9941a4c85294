import { queryOptions, useQuery } from '@tanstack/react-query';
import type { analyticsSummarySchema } from '@takt/shared/schemas/analytics';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/analytics: p75 per page and metric, active sessions per day. */
export function useAnalyticsSummary(days: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.analytics(days),
      queryFn: ({ signal }) =>
        apiRequest<ApiAnswer<typeof analyticsSummarySchema>>(`/api/admin/analytics?days=${days}`, {
          signal,
        }),
    }),
  );
}
