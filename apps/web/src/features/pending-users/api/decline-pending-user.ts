import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { successSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/admin/pending-users/{id}/decline with an optional reason (e-mailed to them). */
export async function declinePendingUser(input: { id: number; reason: string }): Promise<void> {
  const reason = input.reason.trim();
  await apiRequest<ApiAnswer<typeof successSchema>>(
    `/api/admin/pending-users/${input.id}/decline`,
    {
      method: 'POST',
      body: { reason: reason || null },
    },
  );
}

export function useDeclinePendingUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declinePendingUser,
    // Not awaited: the dialog must still be mounted when its own callbacks run.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.pendingUsers.all });
    },
  });
}
