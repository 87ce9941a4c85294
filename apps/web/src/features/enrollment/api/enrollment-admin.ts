import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EnrollmentDashboardQuery,
  enrollmentDashboardSchema,
  EnrollmentYearInput,
  enrollmentRemindersSentSchema,
  enrollmentYearListSchema,
  enrollmentYearSavedSchema,
} from '@takt/shared/schemas/enrollment';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The dashboard's filters as a query string (empty ones left out). */
export function dashboardSearch(filters: EnrollmentDashboardQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && value !== 'all') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useEnrollmentDashboard(filters: EnrollmentDashboardQuery & { limit?: number }) {
  return useQuery({
    queryKey: queryKeys.enrollment.dashboard(filters),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof enrollmentDashboardSchema>>(
        `/api/enrollment/dashboard${dashboardSearch(filters)}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useEnrollmentYears() {
  return useQuery({
    queryKey: queryKeys.enrollment.years,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof enrollmentYearListSchema>>('/api/enrollment/years', { signal }),
  });
}

export function useOpenEnrollmentYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnrollmentYearInput) =>
      apiRequest<ApiAnswer<typeof enrollmentYearSavedSchema>>('/api/enrollment/years', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.enrollment.all }),
  });
}

export function useUpdateEnrollmentYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: Omit<EnrollmentYearInput, 'schoolYearId'> & { id: number }) =>
      apiRequest<ApiAnswer<typeof enrollmentYearSavedSchema>>(`/api/enrollment/years/${id}`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.enrollment.all }),
  });
}

export function useSendEnrollmentReminders() {
  return useMutation({
    mutationFn: (yearId: number) =>
      apiRequest<ApiAnswer<typeof enrollmentRemindersSentSchema>>('/api/enrollment/reminders', {
        method: 'POST',
        body: { yearId },
      }),
  });
}

/** School years of the calendar, for choosing which to open. */
export function useSchoolYearsForEnrollment() {
  return useQuery({
    queryKey: queryKeys.enrollment.schoolYears,
    queryFn: ({ signal }) =>
      apiRequest<{ years: { id: number; name: string; startDate: string; endDate: string }[] }>(
        '/api/calendar/years',
        { signal },
      ),
  });
}
