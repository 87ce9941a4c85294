import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/admin/transfers/{id}/decline (receiving school): the student stays. */
export function declineTransfer(id: number) {
  return apiRequest<ApiAnswer<typeof successMessageSchema>>(`/api/admin/transfers/${id}/decline`, {
    method: 'POST',
  });
}

export function useDeclineTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineTransfer,
    // Also after a refusal: another admin may have decided it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.transfers }),
  });
}
