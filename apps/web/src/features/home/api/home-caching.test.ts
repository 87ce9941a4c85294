import { describe, expect, it } from 'vitest';
import { activePollsQueryOptions } from './active-polls.ts';
import { postsFeedQueryOptions } from './posts-feed.ts';

/** Spec §7/§9: posts cached 3 min, active polls refetched every 30 s while they may be seen. */
describe('home caching', () => {
  it('keeps the post feeds fresh for 3 minutes, each feed under its own key', () => {
    const all = postsFeedQueryOptions('all');
    const mine = postsFeedQueryOptions('mine');
    expect(all.staleTime).toBe(3 * 60_000);
    expect(mine.staleTime).toBe(3 * 60_000);
    expect(all.queryKey).not.toEqual(mine.queryKey);
  });

  it('refetches active polls every 30 s, and not at all for those who may not see them', () => {
    expect(activePollsQueryOptions(true).refetchInterval).toBe(30_000);
    expect(activePollsQueryOptions(false).refetchInterval).toBe(false);
  });
});
