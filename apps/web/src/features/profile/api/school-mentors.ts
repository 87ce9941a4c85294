import { queryOptions, useQuery } from '@tanstack/react-query';
import type { mentorListResponseSchema, Profile } from '@takt/shared/schemas/profiles';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The server's largest page; a school's mentors then come in one or two requests. */
const PAGE_SIZE = 200;

/** GET /api/mentori?cursor=: one page of the school's mentors with their programs. */
export function fetchSchoolMentorPage(cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<ApiAnswer<typeof mentorListResponseSchema>>(
    `/api/mentori?${params.toString()}`,
    { signal },
  );
}

/**
 * Every mentor of the school, page after page: the editor names the chosen mentors and offers
 * their programs, so it needs the whole list, not the first page.
 */
export async function fetchSchoolMentors(signal?: AbortSignal): Promise<Profile[]> {
  const mentors: Profile[] = [];
  let cursor: string | null = null;
  do {
    const page = await fetchSchoolMentorPage(cursor, signal);
    mentors.push(...page.mentors);
    cursor = page.nextCursor;
  } while (cursor);
  return mentors;
}

export function schoolMentorsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.schoolMentors,
    queryFn: ({ signal }) => fetchSchoolMentors(signal),
    enabled,
  });
}

export function useSchoolMentors(enabled: boolean) {
  return useQuery(schoolMentorsQueryOptions(enabled));
}
