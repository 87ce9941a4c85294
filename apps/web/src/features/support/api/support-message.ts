import { useMutation } from '@tanstack/react-query';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';

/** POST /api/support: a question to the school's support address. */
export function useSendSupport() {
  return useMutation({
    mutationFn: (body: { subject: string; message: string }) =>
      apiRequest<ApiAnswer<typeof successMessageSchema>>('/api/support', { method: 'POST', body }),
  });
}
