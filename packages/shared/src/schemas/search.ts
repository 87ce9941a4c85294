import { z } from 'zod';
import {
  USER_SEARCH_MAX_LENGTH,
  USER_SEARCH_MIN_LENGTH,
  USER_SEARCH_PAGE_MAX,
} from '../constants.ts';
import { messages } from '../messages.ts';

/** GET /api/search/users?query=&offset=&limit= (spec §5: at least 2 characters). */
export const userSearchQuerySchema = z.object({
  query: z
    .string({ error: messages.searchQueryTooShort })
    .trim()
    .min(USER_SEARCH_MIN_LENGTH, { error: messages.searchQueryTooShort })
    .max(USER_SEARCH_MAX_LENGTH, { error: messages.searchQueryTooLong }),
  offset: z.coerce
    .number({ error: messages.invalidInput })
    .int({ error: messages.invalidInput })
    .min(0, { error: messages.invalidInput })
    .max(100_000, { error: messages.invalidInput })
    .default(0),
  limit: z.coerce
    .number({ error: messages.invalidInput })
    .int({ error: messages.invalidInput })
    .min(1, { error: messages.invalidInput })
    .max(USER_SEARCH_PAGE_MAX, { error: messages.invalidInput })
    .default(USER_SEARCH_PAGE_MAX),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

export interface UserSearchResult {
  id: number;
  ime: string;
  prezime: string;
  korisnickoIme: string;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
}

export interface UserSearchPage {
  results: UserSearchResult[];
  offset: number;
  limit: number;
  /** True when another page exists (ask again with offset + limit). */
  hasMore: boolean;
}
