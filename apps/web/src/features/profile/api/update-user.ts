import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  UpdateKorisnikInput,
  updateKorisnikResponseSchema,
} from '@takt/shared/schemas/user-profile';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * PUT /api/update-korisnik/{id}: the server applies only what the caller may change; `user` comes
 * back only for one's own record, and `message` says what happened (a move to another school is
 * only a request).
 */
export function updateUser(id: number, body: UpdateKorisnikInput) {
  return apiRequest<ApiAnswer<typeof updateKorisnikResponseSchema>>(`/api/update-korisnik/${id}`, {
    method: 'PUT',
    body,
  });
}

export function useUpdateUser(id: number, isSelf: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateKorisnikInput) => updateUser(id, body),
    onSuccess: async (data) => {
      if (isSelf && data.user) queryClient.setQueryData(queryKeys.currentUser, data.user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.studentRecord(id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.mentorStudents }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile(id) }),
      ]);
    },
  });
}
