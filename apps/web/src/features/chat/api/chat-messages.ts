import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  messagePageSchema,
  messageSentSchema,
  readAnswerSchema,
} from '@takt/shared/schemas/chat';
import type { successMessageSchema, successSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type MessagePage = ApiAnswer<typeof messagePageSchema>;
type Sent = ApiAnswer<typeof messageSentSchema>;

/** GET /api/chats/{id}/messages: newest page first; older pages load upward by cursor. */
export function messagesQueryOptions(chatId: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.chats.messages(chatId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<MessagePage>(
        `/api/chats/${chatId}/messages${pageParam ? `?cursor=${pageParam}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMessages(chatId: number | null) {
  return useInfiniteQuery({ ...messagesQueryOptions(chatId ?? 0), enabled: chatId !== null });
}

/** A new id per message typed: a retry of the same send reuses it, so it is stored once. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface Outgoing {
  body: string;
  clientId: string;
  replyToId?: number;
}

/** POST /api/chats/{id}/messages, or POST /api/chats/direct for the first message to a person. */
export function useSendMessage(target: { chatId: number } | { userId: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Outgoing) =>
      'chatId' in target
        ? apiRequest<Sent>(`/api/chats/${target.chatId}/messages`, {
            method: 'POST',
            body: message,
          })
        : apiRequest<Sent>('/api/chats/direct', {
            method: 'POST',
            body: { ...message, userId: target.userId },
          }),
    onSuccess: ({ message }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.chats.messages(message.chatId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.chats.list });
      // A first message made the chat a draft to this person now opens.
      if ('userId' in target) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.chats.contact(target.userId) });
      }
    },
  });
}

export function useDeleteMessage(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      apiRequest<ApiAnswer<typeof successMessageSchema>>(
        `/api/chats/${chatId}/messages/${messageId}`,
        { method: 'DELETE' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chats.messages(chatId) }),
  });
}

/** POST /api/chats/{id}/read: the server tells the reader's other devices. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: number) =>
      apiRequest<ApiAnswer<typeof readAnswerSchema>>(`/api/chats/${chatId}/read`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chats.list }),
  });
}

/** POST /api/chats/{id}/typing: best effort, a failure shows nothing. */
export function sendTyping(chatId: number): void {
  apiRequest<ApiAnswer<typeof successSchema>>(`/api/chats/${chatId}/typing`, {
    method: 'POST',
  }).catch(() => {});
}
