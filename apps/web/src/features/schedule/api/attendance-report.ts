import { useQuery } from '@tanstack/react-query';
import type { attendanceReportSchema } from '@takt/shared/schemas/schedule-reports';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type AttendanceReport = ApiAnswer<typeof attendanceReportSchema>;

/** GET /api/schedule/attendance?month=: attendance per student and mentor (staff may narrow). */
export function useAttendanceReport(month: string, mentorId: number | null) {
  const mentor = mentorId !== null ? `&mentorId=${mentorId}` : '';
  return useQuery({
    queryKey: [...queryKeys.schedule.all, 'attendance', month, mentorId] as const,
    queryFn: ({ signal }) =>
      apiRequest<AttendanceReport>(`/api/schedule/attendance?month=${month}${mentor}`, {
        signal,
      }),
    enabled: /^\d{4}-(0[1-9]|1[0-2])$/.test(month),
  });
}
