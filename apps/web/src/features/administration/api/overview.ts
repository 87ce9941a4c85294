import { useQuery } from '@tanstack/react-query';
import type { adminOverviewSchema, auditListSchema } from '@takt/shared/schemas/admin-audit';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type AuditEntry = ApiAnswer<typeof auditListSchema>['entries'][number];

export function useAudit(filter: Record<string, string>) {
  return useQuery({
    queryKey: queryKeys.administration.audit(filter),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof auditListSchema>>(
        `/api/admin/audit?${new URLSearchParams({ limit: '100', ...filter })}`,
        { signal },
      ),
  });
}

export function useOverview() {
  return useQuery({
    queryKey: queryKeys.administration.overview,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof adminOverviewSchema>>('/api/admin/overview', { signal }),
  });
}
