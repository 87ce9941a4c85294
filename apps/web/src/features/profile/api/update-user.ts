import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@takt/shared/schemas/user';
import type { UpdateKorisnikInput } from '@takt/shared/schemas/user-profile';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

interface UpdateResponse {
  success: boolean;
  message: string;
  /** Only when one edited one's own record. */
  user?: PublicUser;
}

/** PUT /api/update-korisnik/{id}: the server applies only what the caller may change. */
export function updateUser(id: number, body: UpdateKorisnikInput) {
  return apiRequest<UpdateResponse>(`/api/update-korisnik/${id}`, { method: 'PUT', body });
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
