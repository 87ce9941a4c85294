import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post, PostInput } from '@takt/shared/schemas/posts';
import { apiRequest } from '../../../lib/api-client.ts';
import { postsQueryKey } from './posts-feed.ts';

export interface SavePostResponse {
  post: Post;
  message: string;
}

/** POST /api/posts */
export function createPost(input: PostInput): Promise<SavePostResponse> {
  return apiRequest<SavePostResponse>('/api/posts', { method: 'POST', body: input });
}

/** PUT /api/posts-edit/{id} (spec §7 path). */
export function updatePost(id: number, input: PostInput): Promise<SavePostResponse> {
  return apiRequest<SavePostResponse>(`/api/posts-edit/${id}`, { method: 'PUT', body: input });
}

/** Creates (no id) or updates a post; every cached post list is refetched afterwards. */
export function useSavePost(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostInput) => (id === null ? createPost(input) : updatePost(id, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsQueryKey }),
  });
}
