import { describe, expect, it } from 'vitest';
import { searchUsersQueryOptions } from './search-users.ts';

const page = (offset: number, hasMore: boolean) => ({
  results: [],
  offset,
  limit: 20,
  hasMore,
});

describe('searchUsersQueryOptions', () => {
  it('pages on from where the last page ended while the server has more', () => {
    const options = searchUsersQueryOptions('  hor ');
    expect(options.queryKey).toEqual(['search', 'users', 'hor']);
    expect(options.initialPageParam).toBe(0);
    const next = options.getNextPageParam;
    expect(next(page(0, true), [page(0, true)], 0, [0])).toBe(20);
    expect(next(page(20, true), [], 20, [])).toBe(40);
    expect(next(page(40, false), [], 40, [])).toBeUndefined();
  });

  it('asks nothing below two characters', () => {
    expect(searchUsersQueryOptions(' a ').enabled).toBe(false);
    expect(searchUsersQueryOptions('an').enabled).toBe(true);
  });
});
