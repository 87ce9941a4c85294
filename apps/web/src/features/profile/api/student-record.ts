import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile, studentProfileResponseSchema } from '@takt/shared/schemas/profiles';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/korisnik/{id}: the student with the sensitive sections (staff see them). */
export async function fetchStudentRecord(id: number, signal?: AbortSignal): Promise<Profile> {
  const body = await apiRequest<ApiAnswer<typeof studentProfileResponseSchema>>(
    `/api/korisnik/${id}`,
    { signal },
  );
  return body.user;
}

export function useStudentRecord(id: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.studentRecord(id),
      queryFn: ({ signal }) => fetchStudentRecord(id, signal),
      retry: false,
    }),
  );
}
