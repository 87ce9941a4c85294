import { useMutation } from '@tanstack/react-query';
import type { reportAcceptedSchema, ReportInput } from '@takt/shared/schemas/support';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';

/** POST /api/error/report with a wizard report. */
export async function reportProblem(input: ReportInput) {
  return apiRequest<ApiAnswer<typeof reportAcceptedSchema>>('/api/error/report', {
    method: 'POST',
    body: input,
  });
}

export function useReportProblem() {
  return useMutation({ mutationFn: reportProblem });
}
