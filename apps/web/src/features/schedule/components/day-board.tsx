import { isoWeekday } from '@takt/shared/calendar-date';
import type { LessonView, ScheduleAnswer } from '../api/schedule-week.ts';
import { dayHeading } from '../week.ts';
import { LessonCard } from './lesson-card.tsx';

export type DayGrouping = 'classroom' | 'mentor';

interface DayBoardProps {
  week: ScheduleAnswer;
  day: string;
  by: DayGrouping;
  viewerId: number;
  isUpcoming: (lesson: LessonView) => boolean;
  onAbsence: (lesson: LessonView) => void;
  onCancel: (lesson: LessonView) => void;
  onAttendance: (lesson: LessonView) => void;
  onMove: (lesson: LessonView) => void;
}

/** The lessons of `lessons` by classroom or by mentor, in name order, each group by time. */
export function groupLessons(lessons: LessonView[], by: DayGrouping) {
  const groups = new Map<string, { name: string; lessons: LessonView[] }>();
  for (const lesson of lessons) {
    const [key, name] =
      by === 'mentor'
        ? [`m${lesson.mentor.id}`, lesson.mentor.name]
        : lesson.classroom
          ? [`c${lesson.classroom.id}`, lesson.classroom.name]
          : ['none', 'Bez učionice'];
    const group = groups.get(key);
    if (group) group.lessons.push(lesson);
    else groups.set(key, { name, lessons: [lesson] });
  }
  return [...groups.entries()]
    .map(([key, g]) => ({ key, ...g }))
    .sort((a, b) => a.name.localeCompare(b.name, 'hr'));
}

/** An admin's day of the whole school: a column per classroom or per mentor. */
export function DayBoard({ week, day, by, isUpcoming, ...card }: DayBoardProps) {
  const info = week.days.find((d) => d.date === day);
  const groups = groupLessons(
    week.occurrences.filter((o) => o.date === day),
    by,
  );
  return (
    <div className="stack">
      <h2 className="day-board-title">
        {dayHeading(day, isoWeekday(day))} · {by === 'mentor' ? 'po mentorima' : 'po učionicama'}
      </h2>
      {info?.offDay && <p className="week-day-off">{info.offDay}</p>}
      {groups.length === 0 && !info?.offDay && <p className="muted">Nema sati.</p>}
      <div className="day-board">
        {groups.map((g) => (
          <section key={g.key} className="week-day" aria-labelledby={`group-${g.key}`}>
            <h3 id={`group-${g.key}`} className="week-day-title">
              {g.name}
            </h3>
            {g.lessons.map((lesson) => (
              <LessonCard
                key={lesson.id}
                lesson={lesson}
                staff
                upcoming={isUpcoming(lesson)}
                {...card}
              />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
