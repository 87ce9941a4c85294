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

export const userSearchResultSchema = z.object({
  id: z.number().int(),
  ime: z.string(),
  prezime: z.string(),
  korisnickoIme: z.string(),
  isStudent: z.boolean(),
  isMentor: z.boolean(),
  isAdmin: z.boolean(),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

export const userSearchPageSchema = z.object({
  results: z.array(userSearchResultSchema),
  offset: z.number().int(),
  limit: z.number().int(),
  /** True when another page exists (ask again with offset + limit). */
  hasMore: z.boolean(),
});
export type UserSearchPage = z.infer<typeof userSearchPageSchema>;
