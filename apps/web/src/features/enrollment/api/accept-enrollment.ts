import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EnrollmentAcceptInput,
  enrollmentAcceptedSchema,
} from '@takt/shared/schemas/enrollment';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/enrollment/accept. */
export function acceptEnrollment(input: EnrollmentAcceptInput) {
  return apiRequest<ApiAnswer<typeof enrollmentAcceptedSchema>>('/api/enrollment/accept', {
    method: 'POST',
    body: input,
  });
}

export function useAcceptEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptEnrollment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.enrollment.all }),
  });
}
