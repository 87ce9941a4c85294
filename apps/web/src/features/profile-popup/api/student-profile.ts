import type { Profile } from '@takt/shared/schemas/profiles';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/korisnik/{id}: the student record. */
export async function fetchStudentProfile(id: number, signal?: AbortSignal): Promise<Profile> {
  const body = await apiRequest<{ user: Profile }>(`/api/korisnik/${id}`, { signal });
  return body.user;
}
