import type { UserSearchPage, UserSearchQuery } from '@takt/shared/schemas/search';
import type { SearchRepository } from './search.repository.ts';

export interface SearchDeps {
  search: SearchRepository;
}

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService(deps: SearchDeps) {
  return {
    /** Users of the caller's school only; one row more than asked tells whether a page follows. */
    async users(schoolId: number, query: UserSearchQuery): Promise<UserSearchPage> {
      const rows = await deps.search.findUsers(schoolId, query.query, {
        offset: query.offset,
        limit: query.limit + 1,
      });
      return {
        results: rows.slice(0, query.limit),
        offset: query.offset,
        limit: query.limit,
        hasMore: rows.length > query.limit,
      };
    },
  };
}
