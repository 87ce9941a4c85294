import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const key = ['admin', 'mentor-signup-link'] as const;

/** GET /api/admin/mentor-signup-link: the secret of the school's mentor registration link. */
export async function fetchMentorSignupToken(signal?: AbortSignal): Promise<string> {
  return (await apiRequest<{ token: string }>('/api/admin/mentor-signup-link', { signal })).token;
}

/** POST /api/admin/mentor-signup-link/rotate: a new secret; the old link stops working. */
export async function rotateMentorSignupToken(): Promise<string> {
  const body = await apiRequest<{ token: string }>('/api/admin/mentor-signup-link/rotate', {
    method: 'POST',
  });
  return body.token;
}

export function mentorSignupTokenQueryOptions() {
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => fetchMentorSignupToken(signal) });
}

export function useMentorSignupToken() {
  return useQuery(mentorSignupTokenQueryOptions());
}

export function useRotateMentorSignupToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateMentorSignupToken,
    onSuccess: (token) => queryClient.setQueryData(key, token),
  });
}
