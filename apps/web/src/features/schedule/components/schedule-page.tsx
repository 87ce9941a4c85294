import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, dateParts, parseTimeOfDay, schoolDateAt } from '@takt/shared/calendar-date';
import { isMentorSide } from '@takt/shared/policy';
import { wallClockToInstant } from '@takt/shared/zoned-time';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useSession } from '../../../lib/session.ts';
import { useClassrooms } from '../api/classrooms.ts';
import { useScheduleWeek, type LessonView, type ScheduleFilter } from '../api/schedule-week.ts';
import { weekLabel, weekOf } from '../week.ts';
import { AbsenceDialog, AttendanceDialog, CancelDialog } from './lesson-dialogs.tsx';
import { SeriesFormDialog } from './series-form-dialog.tsx';
import { WeekView } from './week-view.tsx';
import '../schedule.css';

type Open = { kind: 'absence' | 'cancel' | 'attendance'; lesson: LessonView } | { kind: 'new' };

function startsAt(lesson: LessonView): number {
  const { year, month, day } = dateParts(lesson.date);
  const minute = parseTimeOfDay(lesson.start) ?? 0;
  return wallClockToInstant({
    year,
    month,
    day,
    hour: Math.floor(minute / 60),
    minute: minute % 60,
  }).getTime();
}

/** /raspored: the week (columns on a desktop, an agenda on a phone), A/B week, navigation. */
export default function SchedulePage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  // The moment the page opened: what has started and which day is today.
  const [now] = useState(() => Date.now());
  const today = schoolDateAt(new Date(now));
  const { monday, sunday } = weekOf(params.get('date'), today);
  const staff = user ? isMentorSide(user) : false;
  const [filter, setFilter] = useState<ScheduleFilter>('');
  const week = useScheduleWeek(monday, sunday, filter);
  const rooms = useClassrooms(staff);
  const [open, setOpen] = useState<Open | null>(null);
  if (!user) return null;

  const go = (date: string) => setParams({ date });
  const letters = [...new Set(week.data?.days.map((d) => d.week).filter(Boolean))];

  return (
    <div className="page stack schedule-page">
      <h1>{staff ? 'Raspored' : 'Moj raspored'}</h1>
      <div className="schedule-toolbar no-print">
        <nav className="week-nav" aria-label="Tjedni">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => go(addDays(monday, -7))}
          >
            Prethodni tjedan
          </button>
          <button type="button" className="button button-secondary" onClick={() => go(today)}>
            Danas
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => go(addDays(monday, 7))}
          >
            Sljedeći tjedan
          </button>
        </nav>
        {staff && (
          <SelectField
            label="Prikaz"
            value={filter}
            onChange={(e) => setFilter(e.target.value as ScheduleFilter)}
          >
            <option value="">{user.isAdmin ? 'Cijela škola' : 'Moji sati'}</option>
            {user.isAdmin && <option value={`mentorId=${user.id}`}>Moji sati</option>}
            {rooms.data?.classrooms.map((c) => (
              <option key={c.id} value={`classroomId=${c.id}`}>
                {c.name}
              </option>
            ))}
          </SelectField>
        )}
        <div className="schedule-buttons">
          {staff && (
            <button type="button" className="button" onClick={() => setOpen({ kind: 'new' })}>
              Novi sat
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={() => window.print()}>
            Ispis
          </button>
        </div>
      </div>
      <p className="week-label">
        Tjedan {weekLabel(monday, sunday)}
        {letters.length === 1 && <span className="badge week-letter">{letters[0]} tjedan</span>}
      </p>
      {week.isPending && <LoadingScreen />}
      {week.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju podataka.
        </p>
      )}
      {week.data && (
        <WeekView
          week={week.data}
          today={today}
          staff={staff}
          viewerId={user.id}
          isUpcoming={(lesson) => startsAt(lesson) > now}
          onAbsence={(lesson) => setOpen({ kind: 'absence', lesson })}
          onCancel={(lesson) => setOpen({ kind: 'cancel', lesson })}
          onAttendance={(lesson) => setOpen({ kind: 'attendance', lesson })}
        />
      )}
      {open?.kind === 'new' && (
        <SeriesFormDialog
          firstDay={monday < today ? today : monday}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'absence' && (
        <AbsenceDialog lesson={open.lesson} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'cancel' && (
        <CancelDialog lesson={open.lesson} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'attendance' && (
        <AttendanceDialog lesson={open.lesson} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
