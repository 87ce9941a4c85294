import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { studentListSchema } from '@takt/shared/schemas/admin';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/students?q=: active students by name (a hand-picked run, an exemption). */
export function useStudentSearch(q: string) {
  const text = q.trim();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invoices.students(text),
      queryFn: ({ signal }) =>
        apiRequest<ApiAnswer<typeof studentListSchema>>(
          `/api/admin/students?${new URLSearchParams({ q: text, limit: '10' })}`,
          { signal },
        ),
      enabled: text.length >= 2,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );
}
