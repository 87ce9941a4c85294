import { useMutation } from '@tanstack/react-query';
import type { successSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';

/** POST /api/logout: revokes the session on the server. */
export async function logout(): Promise<void> {
  await apiRequest<ApiAnswer<typeof successSchema>>('/api/logout', { method: 'POST' });
}

export function useLogoutRequest() {
  return useMutation({ mutationFn: logout });
}
