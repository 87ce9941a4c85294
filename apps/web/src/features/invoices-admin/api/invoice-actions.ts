import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  bulkSendAnswerSchema,
  invoiceChangedSchema,
  invoiceSentSchema,
} from '@takt/shared/schemas/invoices';
import type {
  importPreviewSchema,
  markManyPaidAnswerSchema,
} from '@takt/shared/schemas/invoice-payments';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { filterBody, type InvoiceFilters } from './admin-invoices.ts';

export type ImportPreview = ApiAnswer<typeof importPreviewSchema>;

function useInvoiceMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all });
    },
  });
}

/** POST /api/invoices/{id}/cancel: a storno invoice cancels it. */
export const useCancelInvoice = () =>
  useInvoiceMutation((id: number) =>
    apiRequest<ApiAnswer<typeof invoiceChangedSchema>>(`/api/invoices/${id}/cancel`, {
      method: 'POST',
    }),
  );

export interface PaidInput {
  invoiceIds?: number[];
  /** Payments with their own day (a statement's booking day). */
  payments?: { invoiceId: number; paidOn?: string }[];
  source: 'manual' | 'xlsx' | 'camt';
}

/** POST /api/invoices/paid: marks invoices paid (by hand or from an import). */
export const useMarkPaid = () =>
  useInvoiceMutation((input: PaidInput) =>
    apiRequest<ApiAnswer<typeof markManyPaidAnswerSchema>>('/api/invoices/paid', {
      method: 'POST',
      body: input,
    }),
  );

/** POST /api/invoices/{id}/send: the invoice by e-mail with its PDF. */
export const useSendInvoice = () =>
  useInvoiceMutation((id: number) =>
    apiRequest<ApiAnswer<typeof invoiceSentSchema>>(`/api/invoices/${id}/send`, {
      method: 'POST',
    }),
  );

/** POST /api/invoices/send: every live invoice of the filters by e-mail (background jobs). */
export const useSendMatching = () =>
  useInvoiceMutation((filters: InvoiceFilters) =>
    apiRequest<ApiAnswer<typeof bulkSendAnswerSchema>>('/api/invoices/send', {
      method: 'POST',
      body: filterBody(filters),
    }),
  );

/** POST /api/invoices/import: reads a statement or spreadsheet into a preview. */
export function useImportPreview() {
  return useMutation({
    mutationFn: async (file: File) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return apiRequest<ImportPreview>('/api/invoices/import', {
        method: 'POST',
        body: { fileName: file.name, contentBase64: btoa(binary) },
      });
    },
  });
}
