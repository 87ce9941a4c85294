import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  reportListSchema,
  reportSavedSchema,
  ReportStatus,
} from '@takt/shared/schemas/support';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ReportList = ApiAnswer<typeof reportListSchema>;

/** GET /api/admin/problem-reports: the inbox (first 100 of a status, or all). */
export async function fetchProblemReports(status: ReportStatus | 'all', signal?: AbortSignal) {
  const query = status === 'all' ? '?limit=100' : `?status=${status}&limit=100`;
  return apiRequest<ReportList>(`/api/admin/problem-reports${query}`, { signal });
}

export function useProblemReports(status: ReportStatus | 'all') {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.problemReports.list(status),
      queryFn: ({ signal }) => fetchProblemReports(status, signal),
    }),
  );
}

export function useSetReportStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ReportStatus }) =>
      apiRequest<ApiAnswer<typeof reportSavedSchema>>(`/api/admin/problem-reports/${id}/status`, {
        method: 'PUT',
        body: { status },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.problemReports.all }),
  });
}

export function useReplyToReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) =>
      apiRequest<ApiAnswer<typeof reportSavedSchema>>(`/api/admin/problem-reports/${id}/reply`, {
        method: 'POST',
        body: { message },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.problemReports.all }),
  });
}
