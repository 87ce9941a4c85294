import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/logout: revokes the session on the server. */
export async function logout(): Promise<void> {
  await apiRequest<{ success: boolean }>('/api/logout', { method: 'POST' });
}

export function useLogoutRequest() {
  return useMutation({ mutationFn: logout });
}
