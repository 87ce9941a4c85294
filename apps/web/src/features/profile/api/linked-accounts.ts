import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkedAccount, linkedAccountsSchema } from '@takt/shared/schemas/user-profile';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/linked-accounts (students): accounts on the same e-mail in the same school. */
export async function fetchLinkedAccounts(signal?: AbortSignal): Promise<LinkedAccount[]> {
  const body = await apiRequest<ApiAnswer<typeof linkedAccountsSchema>>('/api/linked-accounts', {
    signal,
  });
  return body.accounts;
}

export function useLinkedAccounts(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.linkedAccounts,
      queryFn: ({ signal }) => fetchLinkedAccounts(signal),
      enabled,
    }),
  );
}
