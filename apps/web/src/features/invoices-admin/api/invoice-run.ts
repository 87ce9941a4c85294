import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvoiceRunInput,
  invoiceIssuedSchema,
  invoicePreviewSchema,
  pdfProgressSchema,
} from '@takt/shared/schemas/invoices';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type InvoicePreview = ApiAnswer<typeof invoicePreviewSchema>;
export type PdfProgress = ApiAnswer<typeof pdfProgressSchema>;

/** POST /api/invoices/preview: amounts of a run; nothing is issued. */
export function usePreviewRun() {
  return useMutation({
    mutationFn: (body: InvoiceRunInput) =>
      apiRequest<InvoicePreview>('/api/invoices/preview', { method: 'POST', body }),
  });
}

/** POST /api/invoices/issue: issues the run in one go; the PDFs follow in the background. */
export function useIssueRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceRunInput) =>
      apiRequest<ApiAnswer<typeof invoiceIssuedSchema>>('/api/invoices/issue', {
        method: 'POST',
        body,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all });
    },
  });
}

/** GET /api/invoices/pdf-progress: asked every second while PDFs are being made. */
export function usePdfProgress(period: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invoices.pdfProgress(period),
      queryFn: ({ signal }) =>
        apiRequest<PdfProgress>(`/api/invoices/pdf-progress?period=${encodeURIComponent(period)}`, {
          signal,
        }),
      enabled,
      refetchInterval: (query) => {
        const data = query.state.data;
        return data && data.ready >= data.total ? false : 1000;
      },
    }),
  );
}
