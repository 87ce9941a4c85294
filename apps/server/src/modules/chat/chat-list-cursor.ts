import { messages } from '@takt/shared/messages';
import { badRequest } from '../../lib/app-error.ts';
import type { ChatListPosition } from './chat.repository.ts';

/**
 * The opaque cursor of GET /api/chats: the last listed chat's activity time (epoch ms) and id,
 * `1764252000000.42`. Activity order needs both: many chats can share one instant.
 */
export function chatListCursor(position: ChatListPosition): string {
  return `${Date.parse(position.lastActivityAt)}.${position.id}`;
}

export function chatListPosition(cursor: string | undefined): ChatListPosition | undefined {
  if (cursor === undefined) return undefined;
  const match = /^(\d{1,15})\.([1-9]\d{0,14})$/.exec(cursor);
  const at = match ? new Date(Number(match[1])) : null;
  if (!match || !at || Number.isNaN(at.getTime())) {
    throw badRequest(messages.invalidCursor, 'validation_error', {
      cursor: messages.invalidCursor,
    });
  }
  return { lastActivityAt: at.toISOString(), id: Number(match[2]) };
}
