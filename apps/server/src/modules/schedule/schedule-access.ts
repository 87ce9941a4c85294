import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { LessonOccurrence } from './occurrences.ts';
import type { Viewer } from './timetable.ts';

/** Who may change a lesson: its mentor and the school's admins. */
export function requireLessonStaff(viewer: Viewer, o: Pick<LessonOccurrence, 'mentorId'>) {
  if (viewer.isAdmin) return;
  if (viewer.isMentor && o.mentorId === viewer.id) return;
  throw forbidden();
}

/** Who may see a lesson: its mentor, its students, the school's admins (others: 404). */
export function requireLessonVisible(
  viewer: Viewer,
  o: Pick<LessonOccurrence, 'mentorId' | 'studentIds'>,
) {
  if (viewer.isAdmin || o.mentorId === viewer.id || o.studentIds.includes(viewer.id)) return;
  throw notFound(m.occurrenceNotFound);
}
