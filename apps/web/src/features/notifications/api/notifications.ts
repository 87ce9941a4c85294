import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { NOTIFICATIONS_POLL_MS } from '@takt/shared/constants';
import type { NotificationList, notificationReadSchema } from '@takt/shared/schemas/notifications';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/notifications: one page, unread first. */
export async function fetchNotifications(
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
): Promise<NotificationList> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<NotificationList>(`/api/notifications?${query}`, { signal });
}

/** The screen's pages; refetched every 60 s as the fallback when the socket is down. */
export const notificationPagesOptions = infiniteQueryOptions({
  queryKey: [...queryKeys.notifications.list, 'pages'],
  queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, 30, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  refetchInterval: NOTIFICATIONS_POLL_MS,
});

export function useNotificationPages() {
  return useInfiniteQuery(notificationPagesOptions);
}

/** The unread count behind the bottom-bar dot (polled every 60 s). */
export const unreadCountOptions = queryOptions({
  queryKey: [...queryKeys.notifications.list, 'unread'],
  queryFn: async ({ signal }) => (await fetchNotifications(null, 1, signal)).unreadCount,
  refetchInterval: NOTIFICATIONS_POLL_MS,
});

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountOptions, enabled });
}

type ReadAnswer = ApiAnswer<typeof notificationReadSchema>;

/** PUT /api/notifications/{id}/read */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ReadAnswer>(`/api/notifications/${id}/read`, { method: 'PUT' }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<InfiniteData<NotificationList>>(
        notificationPagesOptions.queryKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((p) => ({
              ...p,
              notifications: p.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list });
    },
  });
}

/** PUT /api/notifications/read-all: clears the cached list, then refetches (spec §5). */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ReadAnswer>('/api/notifications/read-all', { method: 'PUT' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: notificationPagesOptions.queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list });
    },
  });
}
