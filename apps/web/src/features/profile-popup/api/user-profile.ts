import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@takt/shared/schemas/profiles';
import { isSessionEnded } from '../../../lib/api-client.ts';
import { fetchMentorProfile } from './mentor-profile.ts';
import { fetchStudentProfile } from './student-profile.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Spec §4: the student record first, then the mentor record; both failing is the error. */
export async function fetchProfile(id: number, signal?: AbortSignal): Promise<Profile> {
  try {
    return await fetchStudentProfile(id, signal);
  } catch (error) {
    if (isSessionEnded(error)) throw error;
    if (signal?.aborted) throw error;
    return fetchMentorProfile(id, signal);
  }
}

/** The popup's query: one person's profile, whichever record they have. */
export function userProfileQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.profile(id),
    queryFn: ({ signal }) => fetchProfile(id, signal),
    retry: false,
  });
}

export function useUserProfile(id: number) {
  return useQuery(userProfileQueryOptions(id));
}
