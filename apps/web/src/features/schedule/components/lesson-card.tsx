import { attendanceLabels } from '@takt/shared/schedule-messages';
import type { LessonView } from '../api/schedule-week.ts';

interface LessonCardProps {
  lesson: LessonView;
  staff: boolean;
  viewerId: number;
  /** The lesson has not started yet (on the device's clock). */
  upcoming: boolean;
  onAbsence: (lesson: LessonView) => void;
  onCancel: (lesson: LessonView) => void;
  onAttendance: (lesson: LessonView) => void;
  onMove: (lesson: LessonView) => void;
}

const statusLabel = { scheduled: null, moved: 'Premješteno', cancelled: 'Otkazano' } as const;

/** One lesson in the week: time, subject, room, people, its state and what the viewer may do. */
export function LessonCard({ lesson, staff, viewerId, upcoming, ...on }: LessonCardProps) {
  const status = statusLabel[lesson.status];
  const own = lesson.attendance.find((a) => a.studentId === viewerId);
  const people = staff
    ? lesson.students.map((s) => s.name).join(', ')
    : `Mentor: ${lesson.mentor.name}`;
  return (
    <article
      className={`lesson-card lesson-${lesson.type} lesson-status-${lesson.status}`}
      aria-label={`${lesson.title}, ${lesson.start}–${lesson.end}`}
    >
      <p className="lesson-time">
        {lesson.start}–{lesson.end}
        {status && <span className="badge lesson-badge">{status}</span>}
      </p>
      <h3 className="lesson-title">{lesson.title}</h3>
      <p className="lesson-meta">{lesson.classroom?.name ?? 'Bez učionice'}</p>
      <p className="lesson-meta">{people}</p>
      {lesson.cancelReason && <p className="lesson-meta">Razlog: {lesson.cancelReason}</p>}
      {own && <p className="lesson-meta">{attendanceLabels[own.status]}</p>}
      {lesson.note && (lesson.note.workedOn || lesson.note.homework) && (
        <div className="lesson-note">
          {lesson.note.workedOn && <p>Rađeno: {lesson.note.workedOn}</p>}
          {lesson.note.homework && <p>Zadaća: {lesson.note.homework}</p>}
        </div>
      )}
      {lesson.status !== 'cancelled' && (
        <div className="lesson-actions no-print">
          {!staff && upcoming && !own && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => on.onAbsence(lesson)}
            >
              Odjava sata
            </button>
          )}
          {staff && upcoming && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => on.onCancel(lesson)}
            >
              Otkaži sat
            </button>
          )}
          {staff && upcoming && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => on.onMove(lesson)}
            >
              Premjesti
            </button>
          )}
          {staff && !upcoming && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => on.onAttendance(lesson)}
            >
              Prisutnost
            </button>
          )}
        </div>
      )}
    </article>
  );
}
