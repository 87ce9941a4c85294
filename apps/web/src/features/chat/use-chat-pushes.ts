import { useEffect } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatSummary } from '@takt/shared/schemas/chat';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

type MessagePage = { messages: ChatMessage[]; nextCursor: string | null };

/**
 * Puts a pushed message (`newMessage` / `newGroupMessage`) straight into the open conversation
 * and the list, so a message to a group of thirty costs no thirty refetches. A chat the list does
 * not have yet (a first message) refetches the list.
 */
export function applyChatMessage(
  queryClient: QueryClient,
  message: ChatMessage,
  viewerId: number | undefined,
): void {
  queryClient.setQueryData<InfiniteData<MessagePage>>(
    queryKeys.chats.messages(message.chatId),
    (data) => {
      if (!data || data.pages.length === 0) return data;
      if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
      const [first, ...rest] = data.pages;
      return { ...data, pages: [{ ...first!, messages: [message, ...first!.messages] }, ...rest] };
    },
  );
  const list = queryClient.getQueryData<ChatSummary[]>(queryKeys.chats.list);
  const chat = list?.find((c) => c.id === message.chatId);
  if (!list || !chat) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.chats.list });
    return;
  }
  if (chat.lastMessage && chat.lastMessage.id >= message.id) return;
  const own = message.sender.id === viewerId;
  const unread = own ? chat.unreadCount : chat.unreadCount + 1;
  const side = chat.unreadCountMentor > 0 || chat.mentorMembers.some((p) => p.id === viewerId);
  const updated: ChatSummary = {
    ...chat,
    lastMessage: {
      id: message.id,
      senderId: message.sender.id,
      body: message.body,
      createdAt: message.createdAt,
    },
    lastActivityAt: message.createdAt,
    unreadCount: unread,
    unreadCountMentor: side ? unread : 0,
    unreadCountUser: side ? 0 : unread,
    lastReadMessageId: own ? message.id : chat.lastReadMessageId,
  };
  queryClient.setQueryData<ChatSummary[]>(queryKeys.chats.list, [
    updated,
    ...list.filter((c) => c.id !== chat.id),
  ]);
}

/** Listens for pushed messages while someone is signed in (mounted once, in the layout). */
export function useChatPushes(): void {
  const queryClient = useQueryClient();
  const viewerId = useSession().user?.id;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    // The socket module loads with the realtime chunk, never with /login.
    void import('../../lib/socket.ts').then(({ subscribeRealtime }) => {
      if (!live) return;
      stop = subscribeRealtime({
        event(name, data) {
          if (name !== 'newMessage' && name !== 'newGroupMessage') return;
          applyChatMessage(queryClient, (data as { message: ChatMessage }).message, viewerId);
        },
        resynced() {},
        dropped() {},
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [queryClient, viewerId]);
}
