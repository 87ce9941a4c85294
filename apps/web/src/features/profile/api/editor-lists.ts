import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@takt/shared/schemas/profiles';
import type { MentorSearchResult, ProgramOption } from '@takt/shared/schemas/user-profile';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/schools/public: every school, for the admin's school select. */
export function useSchools(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['schools'],
      queryFn: ({ signal }) =>
        apiRequest<{ id: number; name: string }[]>('/api/schools/public', { signal }),
      enabled,
    }),
  );
}

/** GET /api/programs?schoolId: a school's active programs with attendance types. */
export function useSchoolPrograms(schoolId: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['programs', schoolId],
      queryFn: async ({ signal }) =>
        (
          await apiRequest<{ programs: ProgramOption[] }>(`/api/programs?schoolId=${schoolId}`, {
            signal,
          })
        ).programs,
      enabled: schoolId !== undefined,
    }),
  );
}

/** GET /api/mentori: the school's mentors with their programs (names of the chosen ones). */
export function useSchoolMentors(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['mentors'],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ mentors: Profile[] }>('/api/mentori', { signal })).mentors,
      enabled,
    }),
  );
}

/** GET /api/mentors/search?query=&exclude= (2+ characters, at most 20). */
export function useMentorSearch(query: string, exclude: number[]) {
  const text = query.trim();
  const params = new URLSearchParams({ query: text });
  if (exclude.length) params.set('exclude', exclude.join(','));
  return useQuery(
    queryOptions({
      queryKey: ['mentor-search', text, exclude],
      queryFn: async ({ signal }) =>
        (
          await apiRequest<{ results: MentorSearchResult[] }>(`/api/mentors/search?${params}`, {
            signal,
          })
        ).results,
      enabled: text.length >= 2,
      staleTime: 30_000,
    }),
  );
}
