import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostInput, postSavedSchema } from '@takt/shared/schemas/posts';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The saved post and the server's success message. */
export type SavePostResponse = ApiAnswer<typeof postSavedSchema>;

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
