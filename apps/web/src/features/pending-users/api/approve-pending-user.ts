import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { pendingSignupApprovedSchema } from '@takt/shared/schemas/signup';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/admin/pending-users/{id}/approve: the student account and credentials mail. */
export async function approvePendingUser(id: number) {
  return apiRequest<ApiAnswer<typeof pendingSignupApprovedSchema>>(
    `/api/admin/pending-users/${id}/approve`,
    {
      method: 'POST',
    },
  );
}

export function useApprovePendingUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePendingUser,
    // Not awaited: the dialog must still be mounted when its own callbacks run.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.pendingUsers.all });
    },
  });
}
