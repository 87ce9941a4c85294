import type { Profile, studentProfileResponseSchema } from '@takt/shared/schemas/profiles';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';

/** GET /api/korisnik/{id}: the student record. */
export async function fetchStudentProfile(id: number, signal?: AbortSignal): Promise<Profile> {
  const body = await apiRequest<ApiAnswer<typeof studentProfileResponseSchema>>(
    `/api/korisnik/${id}`,
    { signal },
  );
  return body.user;
}
