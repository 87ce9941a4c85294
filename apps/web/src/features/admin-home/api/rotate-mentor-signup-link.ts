import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { mentorSignupTokenSchema } from '@takt/shared/schemas/mentor-signup';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/admin/mentor-signup-link/rotate: a new secret; the old link stops working. */
export async function rotateMentorSignupToken(): Promise<string> {
  const body = await apiRequest<ApiAnswer<typeof mentorSignupTokenSchema>>(
    '/api/admin/mentor-signup-link/rotate',
    {
      method: 'POST',
    },
  );
  return body.token;
}

export function useRotateMentorSignupToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateMentorSignupToken,
    onSuccess: (token) => queryClient.setQueryData(queryKeys.mentorSignupLink, token),
  });
}
