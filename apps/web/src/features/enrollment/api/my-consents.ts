import { useQuery } from '@tanstack/react-query';
import type { consentListSchema } from '@takt/shared/schemas/admin-privacy';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/users/{id}/consents: the student's consents now (the enrollment form starts there). */
export function useMyConsents(userId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.administration.consents(userId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof consentListSchema>>(`/api/users/${userId}/consents`, {
        signal,
      }),
    enabled: userId !== undefined,
  });
}
