import { describe, expect, it } from 'vitest';
import { postsFeedQueryOptions } from './posts-feed.ts';

/** Spec §7/§9: posts are cached for 3 minutes. */
describe('posts feed caching', () => {
  it('keeps the post feeds fresh for 3 minutes, each feed under its own key', () => {
    const all = postsFeedQueryOptions('all');
    const mine = postsFeedQueryOptions('mine');
    expect(all.staleTime).toBe(3 * 60_000);
    expect(mine.staleTime).toBe(3 * 60_000);
    expect(all.queryKey).not.toEqual(mine.queryKey);
  });
});
