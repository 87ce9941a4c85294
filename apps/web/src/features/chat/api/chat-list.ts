import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { CHAT_LIST_STALE_MS } from '@takt/shared/constants';
import type {
  chatAnswerSchema,
  chatListSchema,
  ChatSummary,
  unreadChatsSchema,
} from '@takt/shared/schemas/chat';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One page of GET /api/chats: the body is the array, the next cursor its X-Next-Cursor header. */
export interface ChatListPage {
  chats: ChatSummary[];
  nextCursor: string | null;
}
export type ChatListData = InfiniteData<ChatListPage, string>;

async function fetchChatPage(
  text: string,
  cursor: string,
  signal: AbortSignal,
): Promise<ChatListPage> {
  const params = new URLSearchParams();
  if (text) params.set('q', text);
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  let nextCursor: string | null = null;
  const chats = await apiRequest<ApiAnswer<typeof chatListSchema>>(
    `/api/chats${search ? `?${search}` : ''}`,
    { signal, onHeaders: (headers) => (nextCursor = headers.get('X-Next-Cursor')) },
  );
  return { chats, nextCursor };
}

/**
 * GET /api/chats?q=&cursor=: the viewer's conversations, newest activity first, 30 a page
 * ('Prikaži starije razgovore'), searched on the server (spec §9: stale after 30 s). Pushed
 * messages update the unsearched list in place (use-chat-pushes.ts).
 */
export function useChatList(text = '') {
  const q = text.trim();
  const query = useInfiniteQuery({
    queryKey: queryKeys.chats.listPages(q),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => fetchChatPage(q, pageParam, signal),
    getNextPageParam: (last: ChatListPage) => last.nextCursor ?? undefined,
    staleTime: CHAT_LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
  return { query, chats: query.data?.pages.flatMap((p) => p.chats) };
}

/**
 * How many conversations have unread messages (the bottom-bar dot, the quick action badge):
 * counted by the server over every conversation, not only a loaded page.
 */
export function useUnreadChats(enabled = true): number {
  const { data } = useQuery({
    queryKey: queryKeys.chats.unread,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof unreadChatsSchema>>('/api/chats/unread', { signal }),
    staleTime: CHAT_LIST_STALE_MS,
    enabled,
  });
  return data?.count ?? 0;
}

/** GET /api/chats/{id}: one conversation (the list may have it too; this survives a direct link). */
export function useChatSummary(chatId: number | null) {
  return useQuery({
    queryKey: queryKeys.chats.detail(chatId ?? 0),
    queryFn: async ({ signal }): Promise<ChatSummary> =>
      (await apiRequest<ApiAnswer<typeof chatAnswerSchema>>(`/api/chats/${chatId}`, { signal }))
        .chat,
    enabled: chatId !== null,
  });
}
