import { useMutation } from '@tanstack/react-query';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';

/** POST /api/reset-password/request: e-mails a 6-digit code; 404 for an unknown address. */
export async function requestResetCode(email: string): Promise<void> {
  await apiRequest<ApiAnswer<typeof successMessageSchema>>('/api/reset-password/request', {
    method: 'POST',
    body: { email },
  });
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}
