import type { Profile } from '@takt/shared/schemas/profiles';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/mentori/{id}: the mentor record. */
export async function fetchMentorProfile(id: number, signal?: AbortSignal): Promise<Profile> {
  const body = await apiRequest<{ mentor: Profile }>(`/api/mentori/${id}`, { signal });
  return body.mentor;
}
