import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { POSTS_CACHE_MS } from '@takt/shared/constants';
import type { PostPage } from '@takt/shared/schemas/posts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type PostFeed = 'all' | 'mine';

/** GET /api/posts?cursor=&mine=1: one page, newest first. */
export function fetchPostPage(
  feed: PostFeed,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostPage> {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (feed === 'mine') params.set('mine', '1');
  const query = params.toString();
  return apiRequest<PostPage>(`/api/posts${query ? `?${query}` : ''}`, { signal });
}

/** Cursor pagination ('Učitaj još'), cached for spec §9's 3 minutes. */
export function postsFeedQueryOptions(feed: PostFeed) {
  return infiniteQueryOptions({
    queryKey: queryKeys.posts.feed(feed),
    queryFn: ({ pageParam, signal }) => fetchPostPage(feed, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: POSTS_CACHE_MS,
  });
}

export function usePostsFeed(feed: PostFeed) {
  return useInfiniteQuery(postsFeedQueryOptions(feed));
}
