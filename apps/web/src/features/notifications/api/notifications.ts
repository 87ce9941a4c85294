import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { NOTIFICATIONS_POLL_MS } from '@takt/shared/constants';
import type { NotificationList, notificationReadSchema } from '@takt/shared/schemas/notifications';
import { apiRequest, isOfflineAnswer, type ApiAnswer } from '../../../lib/api-client.ts';
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
type Pages = InfiniteData<NotificationList>;

/** Marks notices read in the cached pages and the dot (all of them when `id` is null). */
function markCached(queryClient: QueryClient, id: number | null) {
  let changed = 0;
  queryClient.setQueryData<Pages>(
    notificationPagesOptions.queryKey,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          notifications: p.notifications.map((n) => {
            if (n.read || (id !== null && n.id !== id)) return n;
            changed++;
            return { ...n, read: true };
          }),
          unreadCount: id === null ? 0 : Math.max(0, p.unreadCount - 1),
        })),
      },
  );
  queryClient.setQueryData<number>(unreadCountOptions.queryKey, (count) =>
    count === undefined ? count : id === null ? 0 : Math.max(0, count - (changed > 0 ? 1 : 0)),
  );
}

/**
 * PUT /api/notifications/{id}/read. Offline it is queued and shown read at once (the server
 * applies it when the connection returns); online the lists refetch.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ReadAnswer>(`/api/notifications/${id}/read`, {
        method: 'PUT',
        offline: 'answer',
      }),
    onSuccess: (answer, id) => {
      markCached(queryClient, id);
      // A refetch now would read the worker's cached answer from before the change.
      if (isOfflineAnswer(answer)) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list });
    },
  });
}

/** PUT /api/notifications/read-all: clears the cached list, then refetches (spec §5). */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<ReadAnswer>('/api/notifications/read-all', { method: 'PUT', offline: 'answer' }),
    onSuccess: (answer) => {
      if (isOfflineAnswer(answer)) {
        markCached(queryClient, null);
        return;
      }
      queryClient.removeQueries({ queryKey: notificationPagesOptions.queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list });
    },
  });
}
