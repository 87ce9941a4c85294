import type { mentorProfileResponseSchema, Profile } from '@takt/shared/schemas/profiles';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';

/** GET /api/mentori/{id}: the mentor record. */
export async function fetchMentorProfile(id: number, signal?: AbortSignal): Promise<Profile> {
  const body = await apiRequest<ApiAnswer<typeof mentorProfileResponseSchema>>(
    `/api/mentori/${id}`,
    { signal },
  );
  return body.mentor;
}
