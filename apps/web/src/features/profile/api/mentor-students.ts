import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorStudent } from '@takt/shared/schemas/user-profile';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/mentors/students: the signed-in mentor's students with their programs. */
export async function fetchMentorStudents(signal?: AbortSignal): Promise<MentorStudent[]> {
  const body = await apiRequest<{ students: MentorStudent[] }>('/api/mentors/students', {
    signal,
  });
  return body.students;
}

export function useMentorStudents(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.mentorStudents,
      queryFn: ({ signal }) => fetchMentorStudents(signal),
      enabled,
    }),
  );
}
