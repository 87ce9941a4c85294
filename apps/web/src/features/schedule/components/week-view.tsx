import { isoWeekday } from '@takt/shared/calendar-date';
import type { LessonView, ScheduleAnswer } from '../api/schedule-week.ts';
import { dayHeading } from '../week.ts';
import { LessonCard } from './lesson-card.tsx';

interface WeekViewProps {
  week: ScheduleAnswer;
  today: string;
  staff: boolean;
  viewerId: number;
  isUpcoming: (lesson: LessonView) => boolean;
  onAbsence: (lesson: LessonView) => void;
  onCancel: (lesson: LessonView) => void;
  onAttendance: (lesson: LessonView) => void;
  onMove: (lesson: LessonView) => void;
}

/**
 * The week as columns on a desktop and as a day-by-day agenda on a phone (the same markup; CSS
 * decides). Sunday shows only when something is on it; today is marked.
 */
export function WeekView({ week, today, isUpcoming, ...card }: WeekViewProps) {
  const days = week.days.filter(
    (d) => isoWeekday(d.date) !== 7 || week.occurrences.some((o) => o.date === d.date),
  );
  return (
    <div className="week-grid">
      {days.map((d) => {
        const lessons = week.occurrences.filter((o) => o.date === d.date);
        const isToday = d.date === today;
        return (
          <section
            key={d.date}
            className={`week-day${isToday ? ' week-day-today' : ''}`}
            aria-labelledby={`day-${d.date}`}
          >
            <h2 id={`day-${d.date}`} className="week-day-title">
              {dayHeading(d.date, isoWeekday(d.date))}
              {isToday && <span className="badge"> Danas</span>}
            </h2>
            {d.offDay && <p className="week-day-off">{d.offDay}</p>}
            {lessons.length === 0 && !d.offDay && <p className="muted">Nema sati.</p>}
            {lessons.map((lesson) => (
              <LessonCard key={lesson.id} lesson={lesson} upcoming={isUpcoming(lesson)} {...card} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
