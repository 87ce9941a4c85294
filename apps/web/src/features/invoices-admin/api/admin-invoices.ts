import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { invoiceListSchema, InvoiceStatus } from '@takt/shared/schemas/invoices';
import { apiRequest, ApiError, type ApiAnswer } from '../../../lib/api-client.ts';
import { readStoredToken } from '../../../lib/auth-storage.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface InvoiceFilters {
  month: string;
  status: InvoiceStatus | '';
  programId: string;
  mentorId: string;
}

export type InvoiceList = ApiAnswer<typeof invoiceListSchema>;

function searchOf(filters: InvoiceFilters, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(extra);
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params.toString();
}

/** GET /api/invoices: the school's invoices (newest first, 200) with totals for the filters. */
export function fetchAdminInvoices(filters: InvoiceFilters, signal?: AbortSignal) {
  return apiRequest<InvoiceList>(`/api/invoices?${searchOf(filters, { limit: '200' })}`, {
    signal,
  });
}

export function useAdminInvoices(filters: InvoiceFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invoices.admin(filters),
      queryFn: ({ signal }) => fetchAdminInvoices(filters, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/invoices/export: the filtered list saved as CSV or XLSX. */
export async function downloadExport(filters: InvoiceFilters, format: 'csv' | 'xlsx') {
  const token = readStoredToken();
  const response = await fetch(`/api/invoices/export?${searchOf(filters, { format })}`, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    throw new ApiError(response.status, { message: 'Izvoz nije uspio.', code: 'internal_error' });
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = `racuni${filters.month ? `-${filters.month}` : ''}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
