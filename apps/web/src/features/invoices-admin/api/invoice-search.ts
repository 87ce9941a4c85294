import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { InvoiceList } from './admin-invoices.ts';

/** GET /api/invoices?q=: invoices by number, student's name or reference (matching by hand). */
export function useInvoiceSearch(q: string) {
  const text = q.trim();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invoices.search(text),
      queryFn: ({ signal }) =>
        apiRequest<InvoiceList>(`/api/invoices?${new URLSearchParams({ q: text, limit: '10' })}`, {
          signal,
        }),
      enabled: text.length >= 2,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );
}
