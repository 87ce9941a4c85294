import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@takt/shared/schemas/password';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';

/** POST /api/user/change-password: other sessions end, this one stays signed in. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest<ApiAnswer<typeof successMessageSchema>>('/api/user/change-password', {
    method: 'POST',
    body: input,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
