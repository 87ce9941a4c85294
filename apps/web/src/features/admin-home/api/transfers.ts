import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolTransfer, schoolTransferListSchema } from '@takt/shared/schemas/profiles';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/transfers: pending moves of students into and out of the school, newest first. */
export async function fetchTransfers(signal?: AbortSignal): Promise<SchoolTransfer[]> {
  const body = await apiRequest<ApiAnswer<typeof schoolTransferListSchema>>(
    '/api/admin/transfers',
    { signal },
  );
  return body.transfers;
}

export function transfersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.transfers,
    queryFn: ({ signal }) => fetchTransfers(signal),
    staleTime: 0,
  });
}

export function useTransfers() {
  return useQuery(transfersQueryOptions());
}
