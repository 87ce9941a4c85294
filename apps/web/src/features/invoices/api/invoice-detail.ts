import { queryOptions, useQuery } from '@tanstack/react-query';
import type { invoiceDetailSchema } from '@takt/shared/schemas/invoices';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type InvoiceDetail = ApiAnswer<typeof invoiceDetailSchema>;

/** GET /api/invoices/{id}: one invoice with its slip data and barcode. */
export function fetchInvoice(id: number, signal?: AbortSignal) {
  return apiRequest<InvoiceDetail>(`/api/invoices/${id}`, { signal });
}

export function useInvoice(id: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invoices.detail(id),
      queryFn: ({ signal }) => fetchInvoice(id, signal),
      enabled: Number.isInteger(id) && id > 0,
    }),
  );
}
