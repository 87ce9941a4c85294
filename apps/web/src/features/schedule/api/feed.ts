import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { feedTokenSchema } from '@takt/shared/schemas/schedule-reports';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type FeedAnswer = ApiAnswer<typeof feedTokenSchema>;

/** GET /api/calendar/token: one's secret calendar address, if made. */
export function useFeedToken() {
  return useQuery({
    queryKey: queryKeys.schedule.feed,
    queryFn: ({ signal }) => apiRequest<FeedAnswer>('/api/calendar/token', { signal }),
  });
}

/** POST /api/calendar/token: a new address; the old one stops at once. */
export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<FeedAnswer>('/api/calendar/token', { method: 'POST' }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.schedule.feed, answer),
  });
}
