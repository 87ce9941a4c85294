import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSummary } from '@takt/shared/schemas/chat';
import { queryKeys } from '../../lib/query-keys.ts';
import type { ChatListData } from './api/chat-list.ts';
import { applyChatMessage } from './use-chat-pushes.ts';

const person = { id: 2, ime: 'Marko', prezime: 'Mentor' };
const message = (id: number, chatId = 7): ChatMessage => ({
  id,
  chatId,
  sender: person,
  body: `poruka ${id}`,
  deleted: false,
  replyTo: null,
  clientId: `client-${id}`,
  createdAt: '2026-11-25T10:00:00.000Z',
});
const summary = (id: number): ChatSummary => ({
  id,
  kind: 'direct',
  name: 'Marko Mentor',
  participant: person,
  groupId: null,
  description: null,
  adminId: null,
  members: [],
  mentorMembers: [],
  lastMessage: null,
  lastActivityAt: '2026-11-25T09:00:00.000Z',
  unreadCount: 0,
  unreadCountMentor: 0,
  unreadCountUser: 0,
  lastReadMessageId: 0,
  readOnly: false,
  canManage: false,
});

const listOf = (...pages: ChatSummary[][]): ChatListData => ({
  pages: pages.map((chats, i) => ({ chats, nextCursor: i < pages.length - 1 ? `c${i}` : null })),
  pageParams: pages.map((_, i) => (i === 0 ? '' : `c${i - 1}`)),
});

describe('a pushed chat message', () => {
  it('joins the open conversation once and counts as unread at the top of the list', () => {
    const qc = new QueryClient();
    qc.setQueryData(queryKeys.chats.messages(7), {
      pages: [{ messages: [message(1)], nextCursor: null }],
      pageParams: [null],
    });
    qc.setQueryData(queryKeys.chats.listPages(''), listOf([summary(9)], [summary(7)]));
    qc.setQueryData(queryKeys.chats.unread, { count: 0 });
    applyChatMessage(qc, message(2), 1);
    applyChatMessage(qc, message(2), 1);
    const pages = qc.getQueryData<{ pages: { messages: ChatMessage[] }[] }>(
      queryKeys.chats.messages(7),
    )!.pages;
    expect(pages[0]!.messages.map((m) => m.id)).toEqual([2, 1]);
    const list = qc.getQueryData<ChatListData>(queryKeys.chats.listPages(''))!;
    expect(list.pages.map((p) => p.chats.map((c) => c.id))).toEqual([[7, 9], []]);
    expect(list.pages[0]!.chats[0]).toMatchObject({
      unreadCount: 1,
      lastMessage: { id: 2, body: 'poruka 2' },
    });
    // The chat was read before: one more conversation with unread messages, counted once.
    expect(qc.getQueryData(queryKeys.chats.unread)).toEqual({ count: 1 });
  });

  it('does not count one’s own message as unread', () => {
    const qc = new QueryClient();
    qc.setQueryData(queryKeys.chats.listPages(''), listOf([summary(7)]));
    qc.setQueryData(queryKeys.chats.unread, { count: 0 });
    applyChatMessage(qc, message(3), person.id);
    const list = qc.getQueryData<ChatListData>(queryKeys.chats.listPages(''))!;
    expect(list.pages[0]!.chats[0]!.unreadCount).toBe(0);
    expect(qc.getQueryData(queryKeys.chats.unread)).toEqual({ count: 0 });
  });

  it('refetches the list when the chat is on no loaded page', () => {
    const qc = new QueryClient();
    qc.setQueryData(queryKeys.chats.listPages(''), listOf([summary(9)]));
    applyChatMessage(qc, message(4, 12), 1);
    expect(qc.getQueryState(queryKeys.chats.listPages(''))!.isInvalidated).toBe(true);
  });
});
