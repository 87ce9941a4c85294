import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarDayInput,
  SchoolYearInput,
  publicHolidayListSchema,
  schoolYearListSchema,
  schoolYearSavedSchema,
} from '@takt/shared/schemas/calendar';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type Saved = ApiAnswer<typeof schoolYearSavedSchema>;
export type SchoolYearView = ApiAnswer<typeof schoolYearListSchema>['years'][number];

/** GET /api/calendar/years: the school's years with their days without teaching. */
export function useSchoolYears() {
  return useQuery({
    queryKey: queryKeys.enrollment.schoolYears,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof schoolYearListSchema>>('/api/calendar/years', { signal }),
  });
}

/** GET /api/calendar/public-holidays?year=: Croatia's public holidays of a calendar year. */
export function usePublicHolidays(year: number | null) {
  return useQuery({
    queryKey: ['calendar', 'public-holidays', year] as const,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof publicHolidayListSchema>>(
        `/api/calendar/public-holidays?year=${year}`,
        { signal },
      ),
    enabled: year !== null,
    staleTime: Infinity,
  });
}

/** Every calendar change also changes the timetable (holidays skip lessons, A/B weeks). */
function useCalendarMutation<V, A>(run: (vars: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.enrollment.schoolYears });
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all });
    },
  });
}

/** POST /api/calendar/years, or PUT /api/calendar/years/{id} with an id. */
export const useSaveSchoolYear = () =>
  useCalendarMutation(({ id, ...body }: SchoolYearInput & { id?: number }) =>
    apiRequest<Saved>(id === undefined ? '/api/calendar/years' : `/api/calendar/years/${id}`, {
      method: id === undefined ? 'POST' : 'PUT',
      body,
    }),
  );

/** DELETE /api/calendar/years/{id} */
export const useDeleteSchoolYear = () =>
  useCalendarMutation((id: number) =>
    apiRequest<ApiAnswer<typeof successMessageSchema>>(`/api/calendar/years/${id}`, {
      method: 'DELETE',
    }),
  );

/** POST /api/calendar/years/{id}/public-holidays: adds the public holidays not listed yet. */
export const useProposeHolidays = () =>
  useCalendarMutation((id: number) =>
    apiRequest<Saved>(`/api/calendar/years/${id}/public-holidays`, { method: 'POST' }),
  );

/** POST /api/calendar/years/{id}/days: a day or a range without teaching. */
export const useAddCalendarDay = () =>
  useCalendarMutation(({ yearId, ...body }: CalendarDayInput & { yearId: number }) =>
    apiRequest<Saved>(`/api/calendar/years/${yearId}/days`, { method: 'POST', body }),
  );

/** DELETE /api/calendar/days/{id} */
export const useRemoveCalendarDay = () =>
  useCalendarMutation((id: number) =>
    apiRequest<Saved>(`/api/calendar/days/${id}`, { method: 'DELETE' }),
  );
