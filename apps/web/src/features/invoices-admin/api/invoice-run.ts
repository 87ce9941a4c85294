import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InvoiceRunInput,
  invoiceIssuedSchema,
  invoicePreviewSchema,
} from '@takt/shared/schemas/invoices';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type InvoicePreview = ApiAnswer<typeof invoicePreviewSchema>;

/** POST /api/invoices/preview: amounts of a run; nothing is issued. */
export function usePreviewRun() {
  return useMutation({
    mutationFn: (body: InvoiceRunInput) =>
      apiRequest<InvoicePreview>('/api/invoices/preview', { method: 'POST', body }),
  });
}

/** POST /api/invoices/issue: issues the run in one go. */
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
