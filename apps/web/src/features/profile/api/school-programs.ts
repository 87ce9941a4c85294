import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramOption, programListSchema } from '@takt/shared/schemas/user-profile';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/programs?schoolId: a school's active programs with attendance types. */
export async function fetchSchoolPrograms(
  schoolId: number,
  signal?: AbortSignal,
): Promise<ProgramOption[]> {
  const body = await apiRequest<ApiAnswer<typeof programListSchema>>(
    `/api/programs?schoolId=${schoolId}`,
    { signal },
  );
  return body.programs;
}

export function schoolProgramsQueryOptions(schoolId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.programs(schoolId),
    queryFn: ({ signal }) => fetchSchoolPrograms(schoolId ?? 0, signal),
    enabled: schoolId !== undefined,
  });
}

export function useSchoolPrograms(schoolId: number | undefined) {
  return useQuery(schoolProgramsQueryOptions(schoolId));
}
