import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@takt/shared/schemas/profiles';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';

/** GET /api/korisnik/{id}: the student record. */
export async function fetchStudentProfile(id: number, signal?: AbortSignal): Promise<Profile> {
  const body = await apiRequest<{ user: Profile }>(`/api/korisnik/${id}`, { signal });
  return body.user;
}

/** GET /api/mentori/{id}: the mentor record. */
export async function fetchMentorProfile(id: number, signal?: AbortSignal): Promise<Profile> {
  const body = await apiRequest<{ mentor: Profile }>(`/api/mentori/${id}`, { signal });
  return body.mentor;
}

/** Spec §4: the student record first, then the mentor record; both failing is the error. */
export async function fetchProfile(id: number, signal?: AbortSignal): Promise<Profile> {
  try {
    return await fetchStudentProfile(id, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    if (signal?.aborted) throw error;
    return fetchMentorProfile(id, signal);
  }
}

export function userProfileQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['profile', id],
    queryFn: ({ signal }) => fetchProfile(id, signal),
    retry: false,
  });
}

export function useUserProfile(id: number) {
  return useQuery(userProfileQueryOptions(id));
}
