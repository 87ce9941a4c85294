import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentInput, consentListSchema } from '@takt/shared/schemas/admin-privacy';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ConsentList = ApiAnswer<typeof consentListSchema>;

export function useConsents(userId: number) {
  return useQuery({
    queryKey: queryKeys.administration.consents(userId),
    queryFn: ({ signal }) => apiRequest<ConsentList>(`/api/users/${userId}/consents`, { signal }),
  });
}

export function useSetConsent(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      purpose: ConsentInput['purpose'];
      granted: boolean;
      parentName?: string;
    }) =>
      apiRequest<ConsentList & { message: string }>(`/api/users/${userId}/consents`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (data) => {
      client.setQueryData(queryKeys.administration.consents(userId), data);
      void client.invalidateQueries({ queryKey: queryKeys.administration.all });
    },
  });
}
