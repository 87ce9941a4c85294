import { describe, expect, it } from 'vitest';
import { activePollsQueryOptions } from './active-polls.ts';

/** Spec §9: active polls are refetched every 30 s while they may be seen. */
describe('active polls refetching', () => {
  it('refetches active polls every 30 s, and not at all for those who may not see them', () => {
    expect(activePollsQueryOptions(true).refetchInterval).toBe(30_000);
    expect(activePollsQueryOptions(false).refetchInterval).toBe(false);
  });
});
