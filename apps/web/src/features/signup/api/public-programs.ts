import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Program } from '@takt/shared/schemas/common';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/programs/public/{schoolId}: programs open for sign-up, prices in euros (spec §3). */
export async function fetchPublicPrograms(
  schoolId: number,
  signal?: AbortSignal,
): Promise<Program[]> {
  const body = await apiRequest<unknown>(`/api/programs/public/${schoolId}`, { signal });
  if (!Array.isArray(body)) throw new Error('GET /api/programs/public did not answer an array');
  return (body as Partial<Program>[]).map((p) => ({
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
