import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

interface ProfilePictureBody {
  success: boolean;
  profilePicture?: { contentType: string; data: string } | null;
}

/** Same key as the home feature's popup, so one upload refreshes both. */
export const profilePictureKey = (userId: number) => ['profile-picture', userId] as const;

/** GET /api/profile-picture/{userId}: a data: URL, or null (404 or any failure, spec §8). */
export async function fetchProfilePicture(userId: number, signal?: AbortSignal) {
  try {
    const body = await apiRequest<ProfilePictureBody | null>(`/api/profile-picture/${userId}`, {
      signal,
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
      queryKey: profilePictureKey(userId ?? 0),
      queryFn: ({ signal }) => fetchProfilePicture(userId ?? 0, signal),
      enabled: userId !== undefined,
    }),
  );
}
