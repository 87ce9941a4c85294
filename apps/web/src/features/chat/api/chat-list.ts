import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_LIST_STALE_MS } from '@takt/shared/constants';
import type { chatAnswerSchema, chatListSchema, ChatSummary } from '@takt/shared/schemas/chat';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/chats: the viewer's conversations, newest activity first (spec §9: stale after 30 s). */
export const chatListQueryOptions = queryOptions({
  queryKey: queryKeys.chats.list,
  queryFn: ({ signal }) => apiRequest<ApiAnswer<typeof chatListSchema>>('/api/chats', { signal }),
  staleTime: CHAT_LIST_STALE_MS,
});

export function useChatList(enabled = true) {
  return useQuery({ ...chatListQueryOptions, enabled });
}

/** How many conversations have unread messages (the bottom-bar dot, the quick action badge). */
export function useUnreadChats(enabled = true): number {
  const { data } = useChatList(enabled);
  return (data ?? []).filter((c) => c.unreadCount > 0).length;
}

/** GET /api/chats/{id}: one conversation (the list has it too; this survives a direct link). */
export function useChatSummary(chatId: number | null) {
  return useQuery({
    queryKey: queryKeys.chats.detail(chatId ?? 0),
    queryFn: async ({ signal }): Promise<ChatSummary> =>
      (await apiRequest<ApiAnswer<typeof chatAnswerSchema>>(`/api/chats/${chatId}`, { signal }))
        .chat,
    enabled: chatId !== null,
  });
}
