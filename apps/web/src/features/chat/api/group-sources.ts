import { useQuery } from '@tanstack/react-query';
import type { groupListSchema } from '@takt/shared/schemas/schedule-directory';
import type { programListSchema } from '@takt/shared/schemas/user-profile';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Where a new group's members may come from: the school's programs and its student groups. */
export function useGroupSources(schoolId: number | undefined, enabled: boolean) {
  const programs = useQuery({
    queryKey: queryKeys.programs(schoolId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ApiAnswer<typeof programListSchema>>(
          `/api/programs?schoolId=${schoolId}`,
          { signal },
        )
      ).programs,
    enabled: enabled && schoolId !== undefined,
  });
  const groups = useQuery({
    queryKey: queryKeys.schedule.groups,
    queryFn: async ({ signal }) =>
      (await apiRequest<ApiAnswer<typeof groupListSchema>>('/api/schedule/groups', { signal }))
        .groups,
    enabled,
  });
  return { programs: programs.data ?? [], groups: groups.data ?? [] };
}
