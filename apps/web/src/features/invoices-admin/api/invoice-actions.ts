import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  importPreviewSchema,
  invoiceChangedSchema,
  markManyPaidAnswerSchema,
} from '@takt/shared/schemas/invoices';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

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

/** POST /api/invoices/paid: marks invoices paid (by hand or from an import). */
export const useMarkPaid = () =>
  useInvoiceMutation((input: { invoiceIds: number[]; source: 'manual' | 'xlsx' | 'camt' }) =>
    apiRequest<ApiAnswer<typeof markManyPaidAnswerSchema>>('/api/invoices/paid', {
      method: 'POST',
      body: input,
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
