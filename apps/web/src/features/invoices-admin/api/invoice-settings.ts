import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvoiceSettingsInput,
  invoiceSettingsAnswerSchema,
  invoiceSettingsSavedSchema,
} from '@takt/shared/schemas/invoice-settings';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/invoices/settings: the school's invoice settings, null before the first save. */
export function useInvoiceSettings() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invoices.settings,
      queryFn: ({ signal }) =>
        apiRequest<ApiAnswer<typeof invoiceSettingsAnswerSchema>>('/api/invoices/settings', {
          signal,
        }),
    }),
  );
}

/** PUT /api/invoices/settings */
export function useSaveInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<InvoiceSettingsInput>) =>
      apiRequest<ApiAnswer<typeof invoiceSettingsSavedSchema>>('/api/invoices/settings', {
        method: 'PUT',
        body,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.settings });
    },
  });
}
