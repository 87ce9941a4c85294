import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { invoiceListSchema, InvoiceStatus } from '@takt/shared/schemas/invoices';
import { apiRequest, ApiError, type ApiAnswer } from '../../../lib/api-client.ts';
import { readStoredToken } from '../../../lib/auth-storage.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface InvoiceFilters {
  period: string;
  status: InvoiceStatus | '';
  programId: string;
  mentorId: string;
  /** Number, student's name or reference. */
  q: string;
}

export const emptyFilters: InvoiceFilters = {
  period: '',
  status: '',
  programId: '',
  mentorId: '',
  q: '',
};

export type InvoiceList = ApiAnswer<typeof invoiceListSchema>;

/** The filters as a query string (empty ones left out), with `extra` appended. */
export function searchOf(filters: Partial<InvoiceFilters>, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value.trim());
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params.toString();
}

/** The filters the server takes in a body (bulk e-mail): empty ones left out. */
export function filterBody(filters: InvoiceFilters) {
  return {
    ...(filters.period && { period: filters.period }),
    ...(filters.status && { status: filters.status }),
    ...(filters.programId && { programId: Number(filters.programId) }),
    ...(filters.mentorId && { mentorId: Number(filters.mentorId) }),
    ...(filters.q.trim() && { q: filters.q.trim() }),
  };
}

const PAGE = 50;

/** GET /api/invoices: the school's invoices, newest first, a page at a time, with totals. */
export function fetchAdminInvoices(filters: InvoiceFilters, cursor: string, signal?: AbortSignal) {
  return apiRequest<InvoiceList>(
    `/api/invoices?${searchOf(filters, { limit: String(PAGE), cursor })}`,
    { signal },
  );
}

export function useAdminInvoices(filters: InvoiceFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.invoices.admin(filters),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => fetchAdminInvoices(filters, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
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
  link.download = `racuni${filters.period ? `-${filters.period}` : ''}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
