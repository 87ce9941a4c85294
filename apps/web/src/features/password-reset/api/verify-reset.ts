import { useMutation } from '@tanstack/react-query';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';

/** POST /api/reset-password/verify: a right code e-mails a new password; 400 otherwise. */
export async function verifyResetCode(input: { email: string; code: string }): Promise<void> {
  await apiRequest<ApiAnswer<typeof successMessageSchema>>('/api/reset-password/verify', {
    method: 'POST',
    body: input,
  });
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
