import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { successSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/admin/mentors/{id}/confirm: the mentor then sees their own students' data. */
export function confirmMentor(id: number) {
  return apiRequest<ApiAnswer<typeof successSchema>>(`/api/admin/mentors/${id}/confirm`, {
    method: 'POST',
  });
}

export function useConfirmMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMentor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.unconfirmedMentors }),
  });
}
