import { useQuery } from '@tanstack/react-query';
import type { mentorListResponseSchema } from '@takt/shared/schemas/profiles';
import type { groupListSchema } from '@takt/shared/schemas/schedule-directory';
import type { mentorStudentsSchema } from '@takt/shared/schemas/user-profile';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/mentors/students: the mentor's students (the first 200) to put on a lesson. */
export function useLessonStudents(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.schedule.students,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof mentorStudentsSchema>>('/api/mentors/students?limit=200', {
        signal,
      }),
    enabled,
  });
}

/** GET /api/schedule/groups: theory and other student groups. */
export function useStudentGroups(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.schedule.groups,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof groupListSchema>>('/api/schedule/groups', { signal }),
    enabled,
  });
}

/** GET /api/mentori: the school's mentors (an admin views the school by mentor). */
export function useSchoolMentors(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.schedule.mentors,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof mentorListResponseSchema>>('/api/mentori?limit=100', { signal }),
    enabled,
  });
}
