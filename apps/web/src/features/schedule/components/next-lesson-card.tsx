import { Link } from 'react-router';
import { isoWeekday } from '@takt/shared/calendar-date';
import { useNextLesson } from '../api/schedule-week.ts';
import { dayHeading } from '../week.ts';
import '../schedule.css';

/** 'Sljedeći sat' on Naslovna: the viewer's next lesson, linking to its week. */
export function NextLessonCard() {
  const next = useNextLesson();
  const lesson = next.data?.occurrence;
  if (next.isPending || next.isError) return null;
  return (
    <section className="next-lesson" aria-labelledby="next-lesson-heading">
      <h2 id="next-lesson-heading">Sljedeći sat</h2>
      {lesson ? (
        <p>
          <Link to={`/raspored?date=${lesson.date}`}>
            {dayHeading(lesson.date, isoWeekday(lesson.date))} {lesson.start}–{lesson.end}:{' '}
            {lesson.title}
          </Link>
          {lesson.classroom && <span className="muted"> · {lesson.classroom.name}</span>}
        </p>
      ) : (
        <p className="muted">Nema zakazanih sati u sljedeća četiri tjedna.</p>
      )}
    </section>
  );
}
