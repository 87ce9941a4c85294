import { messages } from '@takt/shared/messages';
import { badRequest } from './app-error.ts';

/** Where spec §7 fixes an array body, the next page's cursor travels in this header instead. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/**
 * Reads `?cursor=&limit=` of a list endpoint: the cursor is the last id of the page before
 * (opaque to clients), the limit falls back to the endpoint's default.
 */
export function pageFrom(
  query: { cursor?: string | undefined; limit?: number | undefined },
  defaultLimit: number,
): { limit: number; cursorId?: number } {
  const limit = query.limit ?? defaultLimit;
  if (query.cursor === undefined) return { limit };
  if (!/^[1-9]\d{0,14}$/.test(query.cursor)) {
    throw badRequest(messages.invalidCursor, 'validation_error', {
      cursor: messages.invalidCursor,
    });
  }
  return { limit, cursorId: Number(query.cursor) };
}

/** Cuts one extra row off (asked for to learn whether a page follows) and names the next cursor. */
export function toPage<T extends { id: number }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? String(last.id) : null };
}
