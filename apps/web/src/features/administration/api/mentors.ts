import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { createdAccountSchema } from '@takt/shared/schemas/admin';
import type { mentorListSchema } from '@takt/shared/schemas/admin-mentors';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type MentorList = ApiAnswer<typeof mentorListSchema>;
export type AdminMentor = MentorList['mentors'][number];

export function useMentors(q: string, status: string) {
  return useQuery({
    queryKey: queryKeys.administration.mentors(q, status),
    queryFn: ({ signal }) =>
      apiRequest<MentorList>(
        `/api/admin/mentors?${new URLSearchParams({ ...(q ? { q } : {}), status, limit: '200' })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCreateMentor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest<ApiAnswer<typeof createdAccountSchema>>('/api/admin/mentors', {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.administration.all }),
  });
}

export function useUpdateMentor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      body: { predmet: string | null; programIds: number[]; isAdmin: boolean };
    }) =>
      apiRequest<ApiAnswer<typeof successMessageSchema>>(`/api/admin/mentors/${id}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.administration.all }),
  });
}
