import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A program open for sign-up; prices in euros (spec §3). */
export interface PublicProgram {
  id: number;
  naziv: string;
  cijena: number | null;
  tipovi: { tip: string; cijena: number }[];
}

/** GET /api/programs/public/{schoolId} */
export async function fetchPublicPrograms(
  schoolId: number,
  signal?: AbortSignal,
): Promise<PublicProgram[]> {
  const body = await apiRequest<unknown>(`/api/programs/public/${schoolId}`, { signal });
  if (!Array.isArray(body)) throw new Error('GET /api/programs/public did not answer an array');
  return (body as Partial<PublicProgram>[]).map((p) => ({
    id: Number(p.id),
    naziv: String(p.naziv ?? ''),
    cijena: typeof p.cijena === 'number' ? p.cijena : null,
    tipovi: Array.isArray(p.tipovi) ? p.tipovi : [],
  }));
}

export function publicProgramsQueryOptions(schoolId: number | null) {
  return queryOptions({
    queryKey: queryKeys.publicPrograms(schoolId),
    queryFn: ({ signal }) => fetchPublicPrograms(schoolId ?? 0, signal),
    enabled: schoolId !== null,
  });
}

export function usePublicPrograms(schoolId: number | null) {
  return useQuery(publicProgramsQueryOptions(schoolId));
}
