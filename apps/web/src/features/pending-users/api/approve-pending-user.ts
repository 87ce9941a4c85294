import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface ApproveResponse {
  success: boolean;
  user: { id: number; korisnickoIme: string };
}

/** POST /api/admin/pending-users/{id}/approve: the student account and credentials mail. */
export async function approvePendingUser(id: number): Promise<ApproveResponse> {
  return apiRequest<ApproveResponse>(`/api/admin/pending-users/${id}/approve`, {
    method: 'POST',
  });
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
