import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

interface Named {
  id: number;
  label: string;
}

/** The school's programs (GET /api/programs) and mentors (GET /api/mentori) for the filters. */
async function fetchFilterOptions(schoolId: number, signal?: AbortSignal) {
  const [programs, mentors] = await Promise.all([
    apiRequest<{ programs: { id: number; naziv: string }[] }>(
      `/api/programs?schoolId=${schoolId}`,
      { signal },
    ),
    apiRequest<{ mentors: { id: number; ime: string; prezime: string }[] }>(
      '/api/mentori?limit=200',
      { signal },
    ),
  ]);
  return {
    programs: programs.programs.map((p): Named => ({ id: p.id, label: p.naziv })),
    mentors: mentors.mentors.map((m): Named => ({ id: m.id, label: `${m.ime} ${m.prezime}` })),
  };
}

export function useFilterOptions(schoolId: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invoices.filterOptions,
      queryFn: ({ signal }) => fetchFilterOptions(schoolId ?? 0, signal),
      enabled: schoolId !== undefined,
      staleTime: 5 * 60_000,
    }),
  );
}
