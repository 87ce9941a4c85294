import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  practiceSummarySchema,
  practiceWeekSchema,
} from '@takt/shared/schemas/schedule-reports';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/schedule/practice?week=: one's minutes per day of the week. */
export function usePracticeWeek(week: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.schedule.practice(week),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof practiceWeekSchema>>(`/api/schedule/practice?week=${week}`, {
        signal,
      }),
    enabled,
  });
}

/** GET /api/schedule/practice/summary?week=: the mentor's students' weekly totals. */
export function usePracticeSummary(week: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.schedule.practiceSummary(week),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof practiceSummarySchema>>(
        `/api/schedule/practice/summary?week=${week}`,
        { signal },
      ),
    enabled,
  });
}

/** PUT /api/schedule/practice */
export function useLogPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { date: string; minutes: number }) =>
      apiRequest<ApiAnswer<typeof successMessageSchema>>('/api/schedule/practice', {
        method: 'PUT',
        body,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all });
    },
  });
}
