import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSummary } from '@takt/shared/schemas/chat';
import { queryKeys } from '../../lib/query-keys.ts';
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

describe('a pushed chat message', () => {
  it('joins the open conversation once and counts as unread at the top of the list', () => {
    const qc = new QueryClient();
    qc.setQueryData(queryKeys.chats.messages(7), {
      pages: [{ messages: [message(1)], nextCursor: null }],
      pageParams: [null],
    });
    qc.setQueryData(queryKeys.chats.list, [summary(9), summary(7)]);
    applyChatMessage(qc, message(2), 1);
    applyChatMessage(qc, message(2), 1);
    const pages = qc.getQueryData<{ pages: { messages: ChatMessage[] }[] }>(
      queryKeys.chats.messages(7),
    )!.pages;
    expect(pages[0]!.messages.map((m) => m.id)).toEqual([2, 1]);
    const list = qc.getQueryData<ChatSummary[]>(queryKeys.chats.list)!;
    expect(list.map((c) => c.id)).toEqual([7, 9]);
    expect(list[0]).toMatchObject({ unreadCount: 1, lastMessage: { id: 2, body: 'poruka 2' } });
  });

  it('does not count one’s own message as unread', () => {
    const qc = new QueryClient();
    qc.setQueryData(queryKeys.chats.list, [summary(7)]);
    applyChatMessage(qc, message(3), person.id);
    expect(qc.getQueryData<ChatSummary[]>(queryKeys.chats.list)![0]!.unreadCount).toBe(0);
  });
});
