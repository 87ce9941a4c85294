import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ownProfileResponseSchema, Profile } from '@takt/shared/schemas/profiles';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/profil: one's own profile with every section (subject and notes for mentors). */
export async function fetchOwnProfile(signal?: AbortSignal): Promise<Profile> {
  const body = await apiRequest<ApiAnswer<typeof ownProfileResponseSchema>>('/api/profil', {
    signal,
  });
  return body.profile;
}

/** Under the person's profile key, so saving one's own record refreshes it. */
export function ownProfileQueryOptions(userId: number | undefined, enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.profile(userId),
    queryFn: ({ signal }) => fetchOwnProfile(signal),
    enabled: enabled && userId !== undefined,
  });
}

export function useOwnProfile(userId: number | undefined, enabled: boolean) {
  return useQuery(ownProfileQueryOptions(userId, enabled));
}
