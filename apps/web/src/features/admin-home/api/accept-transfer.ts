import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/admin/transfers/{id}/accept (receiving school): the student moves in. */
export function acceptTransfer(id: number) {
  return apiRequest<ApiAnswer<typeof successMessageSchema>>(`/api/admin/transfers/${id}/accept`, {
    method: 'POST',
  });
}

export function useAcceptTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTransfer,
    // Also after a refusal: another admin may have decided it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.transfers }),
  });
}
