import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  enrollmentAgreementSchema,
  enrollmentCurrentSchema,
} from '@takt/shared/schemas/enrollment';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type EnrollmentCurrentAnswer = ApiAnswer<typeof enrollmentCurrentSchema>;

/** GET /api/enrollment/current: the open year, the student's acceptance, the card and gate. */
export function enrollmentCurrentQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.enrollment.current,
    queryFn: ({ signal }) =>
      apiRequest<EnrollmentCurrentAnswer>('/api/enrollment/current', { signal }),
  });
}

export function useEnrollmentCurrent(enabled = true) {
  return useQuery({ ...enrollmentCurrentQueryOptions(), enabled });
}

/** GET /api/enrollment/agreement: the text to accept (sanitized HTML) and its version. */
export function useEnrollmentAgreement() {
  return useQuery({
    queryKey: queryKeys.enrollment.agreement,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof enrollmentAgreementSchema>>('/api/enrollment/agreement', {
        signal,
      }),
  });
}
