import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post, PostInput } from '@takt/shared/schemas/posts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface SavePostResponse {
  post: Post;
  message: string;
}

/** POST /api/posts */
export function createPost(input: PostInput): Promise<SavePostResponse> {
  return apiRequest<SavePostResponse>('/api/posts', { method: 'POST', body: input });
}

/** Every cached post list is refetched afterwards. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}
