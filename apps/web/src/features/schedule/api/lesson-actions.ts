import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceStatus, occurrenceSavedSchema } from '@takt/shared/schemas/schedule';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type Saved = ApiAnswer<typeof occurrenceSavedSchema>;

const send = (id: string, action: string, method: 'POST' | 'PUT', body: object) =>
  apiRequest<Saved>(`/api/schedule/occurrences/${id}/${action}`, { method, body });

/** A change to one lesson; the timetable refreshes afterwards. */
function useLessonMutation<V>(run: (vars: V) => Promise<Saved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all });
    },
  });
}

/** POST …/absence: 'Odjava sata' by a student. */
export const useReportAbsence = () =>
  useLessonMutation((v: { id: string; reason: string }) =>
    send(v.id, 'absence', 'POST', { reason: v.reason }),
  );

/** POST …/cancel: the mentor or the school cancels. */
export const useCancelLesson = () =>
  useLessonMutation((v: { id: string; reason: string; kind: 'mentor' | 'school' }) =>
    send(v.id, 'cancel', 'POST', { reason: v.reason, kind: v.kind }),
  );

/** PUT …/attendance */
export const useMarkAttendance = () =>
  useLessonMutation(
    (v: { id: string; entries: Array<{ studentId: number; status: AttendanceStatus }> }) =>
      send(v.id, 'attendance', 'PUT', { entries: v.entries }),
  );

/** PUT …/note: what was worked on and the homework, which the student and parents see. */
export const useSaveNote = () =>
  useLessonMutation((v: { id: string; workedOn: string; homework: string }) =>
    send(v.id, 'note', 'PUT', { workedOn: v.workedOn, homework: v.homework }),
  );

/** POST …/move: another day, time or room for one lesson, refused (409) when it clashes. */
export const useMoveLesson = () =>
  useLessonMutation((v: { id: string; date: string; start: string; classroomId: number | null }) =>
    send(v.id, 'move', 'POST', { date: v.date, start: v.start, classroomId: v.classroomId }),
  );
