import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  checkResultSchema,
  seriesInputSchema,
  seriesSavedSchema,
} from '@takt/shared/schemas/schedule';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type SeriesBody = z.input<typeof seriesInputSchema>;
export type CheckAnswer = ApiAnswer<typeof checkResultSchema>;

/** POST /api/schedule/check: what a save would clash with; nothing is written. */
export function checkSeries(body: SeriesBody, signal?: AbortSignal) {
  return apiRequest<CheckAnswer>('/api/schedule/check', { method: 'POST', body, signal });
}

/** POST /api/schedule/series */
export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeriesBody) =>
      apiRequest<ApiAnswer<typeof seriesSavedSchema>>('/api/schedule/series', {
        method: 'POST',
        body,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all });
    },
  });
}
