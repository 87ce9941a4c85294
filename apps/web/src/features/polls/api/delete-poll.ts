import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/polls/{id} (the creator only). */
export async function deletePoll(id: number): Promise<void> {
  await apiRequest<ApiAnswer<typeof successMessageSchema>>(`/api/polls/${id}`, {
    method: 'DELETE',
  });
}

export function useDeletePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePoll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.polls.all }),
  });
}
