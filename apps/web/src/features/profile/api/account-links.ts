import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountLinkState, switchResultSchema } from '@takt/shared/schemas/account-links';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/account-links: siblings on the family e-mail and whether the link is confirmed. */
export function useAccountLinks(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.accountLinks,
      queryFn: ({ signal }) => apiRequest<AccountLinkState>('/api/account-links', { signal }),
      enabled,
    }),
  );
}

type Message = ApiAnswer<typeof successMessageSchema>;

export function useSendLinkCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Message>('/api/account-links/code', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.accountLinks }),
  });
}

export function useConfirmLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<Message>('/api/account-links/confirm', { method: 'POST', body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.accountLinks }),
  });
}

/** POST /api/account-links/switch: a session as the sibling, without a password. */
export function useSwitchAccount() {
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<ApiAnswer<typeof switchResultSchema>>('/api/account-links/switch', {
        method: 'POST',
        body: { userId },
      }),
  });
}
