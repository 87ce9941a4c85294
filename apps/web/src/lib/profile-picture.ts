import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

interface ProfilePictureBody {
  success: boolean;
  profilePicture?: { contentType: string; data: string } | null;
}

/**
 * GET /api/profile-picture/{userId} with `Cache-Control: no-cache` (spec §7; the server answers
 * 304 while its ETag holds): a data: URL, or null when there is none. Spec §8: a failure (a 404
 * included) is logged and treated as no picture, never shown to the user.
 */
export async function fetchProfilePicture(
  userId: number,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    const body = await apiRequest<ProfilePictureBody | null>(`/api/profile-picture/${userId}`, {
      signal,
      bypassCache: true,
    });
    const picture = body?.success ? body.profilePicture : null;
    return picture ? `data:${picture.contentType};base64,${picture.data}` : null;
  } catch (error) {
    console.info('Profile picture not available', error);
    return null;
  }
}

export function useProfilePicture(userId: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.profilePicture(userId ?? 0),
      queryFn: ({ signal }) => fetchProfilePicture(userId ?? 0, signal),
      enabled: userId !== undefined,
    }),
  );
}
