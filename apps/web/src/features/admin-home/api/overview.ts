import { useQuery } from '@tanstack/react-query';
import type { adminOverviewSchema } from '@takt/shared/schemas/admin-audit';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type AdminOverview = ApiAnswer<typeof adminOverviewSchema>;

/** GET /api/admin/overview: the counts of the admin home and recent admin activity. */
export function useAdminOverview() {
  return useQuery({
    queryKey: queryKeys.administration.overview,
    queryFn: ({ signal }) => apiRequest<AdminOverview>('/api/admin/overview', { signal }),
  });
}
