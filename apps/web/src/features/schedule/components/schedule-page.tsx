import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, isoWeekday, schoolDateAt } from '@takt/shared/calendar-date';
import { isMentorSide } from '@takt/shared/policy';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useSession } from '../../../lib/session.ts';
import { useClassrooms } from '../api/classrooms.ts';
import { useLessonStudents, useSchoolMentors } from '../api/schedule-people.ts';
import { useScheduleWeek, type LessonView, type ScheduleFilter } from '../api/schedule-week.ts';
import { dayHeading, startsAt, weekLabel, weekOf } from '../week.ts';
import { AttendanceDialog } from './attendance-dialog.tsx';
import { AttendancePanel } from './attendance-panel.tsx';
import { DayBoard, type DayGrouping } from './day-board.tsx';
import { MoveDialog } from './move-dialog.tsx';
import { AbsenceDialog, CancelDialog } from './lesson-dialogs.tsx';
import { FeedPanel } from './feed-panel.tsx';
import { MakeupPanel } from './makeup-panel.tsx';
import { PracticePanel } from './practice-panel.tsx';
import { SeriesFormDialog } from './series-form-dialog.tsx';
import { WeekView } from './week-view.tsx';
import '../schedule.css';

type Open =
  { kind: 'absence' | 'cancel' | 'attendance' | 'move'; lesson: LessonView } | { kind: 'new' };

/** /raspored: the week (columns on a desktop, an agenda on a phone), A/B week, navigation. */
export default function SchedulePage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  // The moment the page opened: what has started and which day is today.
  const [now] = useState(() => Date.now());
  const today = schoolDateAt(new Date(now));
  const { day, monday, sunday } = weekOf(params.get('date'), today);
  const staff = user ? isMentorSide(user) : false;
  const [filter, setFilter] = useState<ScheduleFilter>('');
  // Admins also see one day of the whole school, by classroom or by mentor.
  const [board, setBoard] = useState<DayGrouping | ''>('');
  const week = useScheduleWeek(monday, sunday, board ? '' : filter);
  const rooms = useClassrooms(staff);
  const students = useLessonStudents(staff);
  const mentors = useSchoolMentors(Boolean(user?.isAdmin));
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
        {user.isAdmin && (
          <SelectField
            label="Raspored"
            value={board}
            onChange={(e) => setBoard(e.target.value as DayGrouping | '')}
          >
            <option value="">Tjedan</option>
            <option value="classroom">Dan po učionicama</option>
            <option value="mentor">Dan po mentorima</option>
          </SelectField>
        )}
        {board && week.data && (
          <SelectField label="Dan" value={day} onChange={(e) => go(e.target.value)}>
            {week.data.days.map((d) => (
              <option key={d.date} value={d.date}>
                {dayHeading(d.date, isoWeekday(d.date))}
              </option>
            ))}
          </SelectField>
        )}
        {staff && !board && (
          <SelectField
            label="Prikaz"
            value={filter}
            onChange={(e) => setFilter(e.target.value as ScheduleFilter)}
          >
            <option value="">{user.isAdmin ? 'Cijela škola' : 'Moji sati'}</option>
            {user.isAdmin && <option value="type=theory">Teorija (cijela škola)</option>}
            {user.isAdmin && <option value={`mentorId=${user.id}`}>Moji sati</option>}
            <option value="view=combined">Moji sati i sati mojih učenika</option>
            {user.isAdmin &&
              mentors.data?.mentors
                .filter((m) => m.id !== user.id)
                .map((m) => (
                  <option key={`m${m.id}`} value={`mentorId=${m.id}`}>
                    Mentor: {m.ime} {m.prezime}
                  </option>
                ))}
            {students.data?.students.map((st) => (
              <option key={`s${st.id}`} value={`studentId=${st.id}`}>
                Učenik: {st.ime} {st.prezime}
              </option>
            ))}
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
      {week.data && board && (
        <DayBoard
          week={week.data}
          day={day}
          by={board}
          viewerId={user.id}
          isUpcoming={(lesson) => startsAt(lesson) > now}
          onAbsence={(lesson) => setOpen({ kind: 'absence', lesson })}
          onCancel={(lesson) => setOpen({ kind: 'cancel', lesson })}
          onAttendance={(lesson) => setOpen({ kind: 'attendance', lesson })}
          onMove={(lesson) => setOpen({ kind: 'move', lesson })}
        />
      )}
      {week.data && !board && (
        <WeekView
          week={week.data}
          today={today}
          staff={staff}
          viewerId={user.id}
          isUpcoming={(lesson) => startsAt(lesson) > now}
          onAbsence={(lesson) => setOpen({ kind: 'absence', lesson })}
          onCancel={(lesson) => setOpen({ kind: 'cancel', lesson })}
          onAttendance={(lesson) => setOpen({ kind: 'attendance', lesson })}
          onMove={(lesson) => setOpen({ kind: 'move', lesson })}
        />
      )}
      <div className="schedule-panels">
        <MakeupPanel staff={staff} firstDay={addDays(today, 1)} />
        <PracticePanel staff={staff} week={monday} today={today} />
        <FeedPanel />
        <AttendancePanel today={today} staff={staff} isAdmin={Boolean(user.isAdmin)} />
      </div>
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
      {open?.kind === 'move' && <MoveDialog lesson={open.lesson} onClose={() => setOpen(null)} />}
      {open?.kind === 'attendance' && (
        <AttendanceDialog lesson={open.lesson} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
