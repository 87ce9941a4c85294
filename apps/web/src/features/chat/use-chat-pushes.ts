import { useEffect } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatSummary } from '@takt/shared/schemas/chat';
import type { ChatListData } from './api/chat-list.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

type MessagePage = { messages: ChatMessage[]; nextCursor: string | null };
type UnreadChats = { count: number };

/**
 * Puts a pushed message (`newMessage` / `newGroupMessage`) straight into the open conversation
 * and the list, so a message to a group of thirty costs no thirty refetches. A chat the loaded
 * pages do not have (a first message, an old conversation) refetches the list.
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
  const listKey = queryKeys.chats.listPages('');
  const list = queryClient.getQueryData<ChatListData>(listKey);
  const chat = list?.pages.flatMap((p) => p.chats).find((c) => c.id === message.chatId);
  if (!list || !chat) {
    // A first message, or a chat on a page not loaded yet: the list and the count refetch.
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
  // The chat moves to the top of the first page; the page it left keeps the others in order.
  const pages = list.pages.map((page, i) => {
    const others = page.chats.filter((c) => c.id !== chat.id);
    return { ...page, chats: i === 0 ? [updated, ...others] : others };
  });
  queryClient.setQueryData<ChatListData>(listKey, { ...list, pages });
  if (unread > 0 && chat.unreadCount === 0) {
    queryClient.setQueryData<UnreadChats>(queryKeys.chats.unread, (count) =>
      count ? { count: count.count + 1 } : count,
    );
  }
  // A search shows what the server matched: it asks again (only a search on screen refetches).
  void queryClient.invalidateQueries({
    queryKey: queryKeys.chats.list,
    predicate: (query) => query.queryKey[2] === 'pages' && query.queryKey[3] !== '',
  });
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
