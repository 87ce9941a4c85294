import { queryOptions, useQuery } from '@tanstack/react-query';
import type { School } from '@takt/shared/schemas/common';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Spec §7: a non-array answer is an error. */
export class InvalidSchoolsResponseError extends Error {
  constructor() {
    super('GET /api/schools/public did not answer an array');
    this.name = 'InvalidSchoolsResponseError';
  }
}

/** GET /api/schools/public */
export async function fetchPublicSchools(signal?: AbortSignal): Promise<School[]> {
  const body = await apiRequest<unknown>('/api/schools/public', { signal });
  if (!Array.isArray(body)) throw new InvalidSchoolsResponseError();
  return body as School[];
}

export function publicSchoolsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.publicSchools,
    queryFn: ({ signal }) => fetchPublicSchools(signal),
  });
}

export function usePublicSchools() {
  return useQuery(publicSchoolsQueryOptions());
}
