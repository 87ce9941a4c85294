import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { occurrenceSavedSchema } from '@takt/shared/schemas/schedule';
import type { makeupOverviewSchema, slotSavedSchema } from '@takt/shared/schemas/schedule-makeups';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/schedule/makeups: one's credits and the slots one may book (or has published). */
export function useMakeups() {
  return useQuery({
    queryKey: queryKeys.schedule.makeups,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof makeupOverviewSchema>>('/api/schedule/makeups', { signal }),
  });
}

function useScheduleMutation<V, T>(run: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all });
    },
  });
}

/** POST /api/schedule/makeup-slots/{id}/book */
export const useBookSlot = () =>
  useScheduleMutation((id: number) =>
    apiRequest<ApiAnswer<typeof occurrenceSavedSchema>>(`/api/schedule/makeup-slots/${id}/book`, {
      method: 'POST',
    }),
  );

/** POST /api/schedule/makeup-slots: a mentor's free slot for make-ups. */
export const useCreateSlot = () =>
  useScheduleMutation((body: { date: string; start: string; classroomId: number | null }) =>
    apiRequest<ApiAnswer<typeof slotSavedSchema>>('/api/schedule/makeup-slots', {
      method: 'POST',
      body,
    }),
  );
