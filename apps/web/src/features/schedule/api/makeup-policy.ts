import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SchedulePolicy,
  policySavedSchema,
  policySchema,
} from '@takt/shared/schemas/schedule-makeups';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const policyKey = [...queryKeys.schedule.all, 'policy'] as const;

/** GET /api/schedule/policy: which absences earn a make-up and how long a credit lasts. */
export function useMakeupPolicy() {
  return useQuery({
    queryKey: policyKey,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof policySchema>>('/api/schedule/policy', { signal }),
  });
}

/** PUT /api/schedule/policy (admins). */
export function useSaveMakeupPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: SchedulePolicy) =>
      apiRequest<ApiAnswer<typeof policySavedSchema>>('/api/schedule/policy', {
        method: 'PUT',
        body: policy,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all });
    },
  });
}
