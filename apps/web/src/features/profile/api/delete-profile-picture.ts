import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/profile-picture: the signed-in user's own picture. */
export async function deleteProfilePicture(): Promise<void> {
  await apiRequest<ApiAnswer<typeof successMessageSchema>>('/api/profile-picture', {
    method: 'DELETE',
  });
}

export function useDeleteProfilePicture(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfilePicture,
    onSuccess: () => queryClient.setQueryData(queryKeys.profilePicture(userId), null),
  });
}
