import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/posts/{id} */
export async function deletePost(id: number): Promise<void> {
  await apiRequest<ApiAnswer<typeof successMessageSchema>>(`/api/posts/${id}`, {
    method: 'DELETE',
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}
