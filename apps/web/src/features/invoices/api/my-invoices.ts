import { useInfiniteQuery } from '@tanstack/react-query';
import type { myInvoicesSchema } from '@takt/shared/schemas/invoices';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type MyInvoicesPage = ApiAnswer<typeof myInvoicesSchema>;

/** GET /api/invoices/mine: the signed-in student's invoices, newest period first, by pages. */
export function fetchMyInvoices(cursor: string, signal?: AbortSignal) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<MyInvoicesPage>(`/api/invoices/mine${query}`, { signal });
}

export function useMyInvoices(enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.invoices.mine,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => fetchMyInvoices(pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
