import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { createdAccountSchema, studentListSchema } from '@takt/shared/schemas/admin';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type StudentList = ApiAnswer<typeof studentListSchema>;
export type StudentFilterForm = Record<string, string>;

/** The filter as a query string: empty values left out. */
export function filterQuery(filter: StudentFilterForm, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra }))
    if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/students, page after page ('Učitaj još'). */
export function useStudents(filter: StudentFilterForm) {
  return useInfiniteQuery({
    queryKey: queryKeys.administration.students(filter),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest<StudentList>(
        `/api/admin/students${filterQuery(filter, pageParam ? { cursor: pageParam } : {})}`,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export type CreatedAccount = ApiAnswer<typeof createdAccountSchema>;

export function useCreateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest<CreatedAccount>('/api/admin/students', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.administration.all }),
  });
}

type Message = ApiAnswer<typeof successMessageSchema>;

/** Deactivate, reactivate, reset the password of, or erase a person. */
export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      body,
    }: {
      id: number;
      action: 'deactivate' | 'reactivate' | 'reset-password' | 'erase';
      body?: object;
    }) =>
      apiRequest<Message>(`/api/admin/users/${id}/${action}`, { method: 'POST', body: body ?? {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.administration.all }),
  });
}
