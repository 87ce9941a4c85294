import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostInput } from '@takt/shared/schemas/posts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SavePostResponse } from './create-post.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /api/posts-edit/{id} (spec §7 path). */
export function updatePost(id: number, input: PostInput): Promise<SavePostResponse> {
  return apiRequest<SavePostResponse>(`/api/posts-edit/${id}`, { method: 'PUT', body: input });
}

/** Every cached post list is refetched afterwards. */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PostInput }) => updatePost(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}
