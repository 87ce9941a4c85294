import { queryOptions, useQuery } from '@tanstack/react-query';
import type { myInvoicesSchema } from '@takt/shared/schemas/invoices';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/invoices/mine: the signed-in student's invoices, newest month first. */
export async function fetchMyInvoices(signal?: AbortSignal) {
  const answer = await apiRequest<ApiAnswer<typeof myInvoicesSchema>>('/api/invoices/mine', {
    signal,
  });
  return answer.invoices;
}

export function useMyInvoices() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invoices.mine,
      queryFn: ({ signal }) => fetchMyInvoices(signal),
    }),
  );
}
