import { queryOptions, useQuery } from '@tanstack/react-query';
import type { nextLessonSchema, scheduleSchema } from '@takt/shared/schemas/schedule';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ScheduleAnswer = ApiAnswer<typeof scheduleSchema>;
export type LessonView = ScheduleAnswer['occurrences'][number];

/**
 * Whose week: one's own (empty), a student's, a mentor's, a classroom's, the theory lessons, or a
 * mentor's own with all their students' lessons (combined).
 */
export type ScheduleFilter =
  '' | `studentId=${number}` | `mentorId=${number}` | `classroomId=${number}` | 'type=theory';

/** GET /api/schedule?from=&to=: the lessons of a week and how each day is taught. */
export function fetchScheduleWeek(
  from: string,
  to: string,
  filter: ScheduleFilter,
  signal?: AbortSignal,
) {
  const extra = filter ? `&${filter}` : '';
  return apiRequest<ScheduleAnswer>(`/api/schedule?from=${from}&to=${to}${extra}`, { signal });
}

export function scheduleWeekQueryOptions(from: string, to: string, filter: ScheduleFilter) {
  return queryOptions({
    queryKey: queryKeys.schedule.week(from, filter),
    queryFn: ({ signal }) => fetchScheduleWeek(from, to, filter, signal),
  });
}

export function useScheduleWeek(from: string, to: string, filter: ScheduleFilter) {
  return useQuery(scheduleWeekQueryOptions(from, to, filter));
}

/** GET /api/schedule/next: 'Sljedeći sat' on Naslovna. */
export function useNextLesson() {
  return useQuery({
    queryKey: queryKeys.schedule.next,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof nextLessonSchema>>('/api/schedule/next', { signal }),
  });
}
