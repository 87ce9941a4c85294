import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  legalAdminSchema,
  legalDocumentsSchema,
  legalSavedSchema,
  termsAcceptedSchema,
} from '@takt/shared/schemas/legal';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type LegalDocuments = ApiAnswer<typeof legalDocumentsSchema>;

/** GET /api/legal: the own school's terms and privacy policy (a visitor's: the first school). */
export function useLegal(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.legal,
      queryFn: ({ signal }) => apiRequest<LegalDocuments>('/api/legal', { signal }),
      enabled,
    }),
  );
}

export function useAcceptTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: string) =>
      apiRequest<ApiAnswer<typeof termsAcceptedSchema>>('/api/terms/accept', {
        method: 'POST',
        body: { version },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.legal }),
  });
}

export function useAdminLegal(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminLegal,
      queryFn: ({ signal }) =>
        apiRequest<ApiAnswer<typeof legalAdminSchema>>('/api/admin/legal', { signal }),
      enabled,
    }),
  );
}

export function useSaveLegal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { terms: string; privacy: string; supportEmail: string | null }) =>
      apiRequest<ApiAnswer<typeof legalSavedSchema>>('/api/admin/legal', { method: 'PUT', body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.legal });
      await client.invalidateQueries({ queryKey: queryKeys.adminLegal });
    },
  });
}
