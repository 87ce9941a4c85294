import { useState } from 'react';
import { attendanceLabels } from '@takt/shared/schedule-messages';
import { attendanceStatuses } from '@takt/shared/schemas/schedule';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAttendanceReport } from '../api/attendance-report.ts';
import { useSchoolMentors } from '../api/schedule-people.ts';

interface AttendancePanelProps {
  /** Today, `YYYY-MM-DD`: the month shown first. */
  today: string;
  staff: boolean;
  isAdmin: boolean;
}

/**
 * 'Prisutnost po mjesecima': for each student and mentor, how often the student was present,
 * absent or the lesson cancelled. Students see their own, mentors their students', admins the
 * whole school or one mentor's.
 */
export function AttendancePanel({ today, staff, isAdmin }: AttendancePanelProps) {
  const [month, setMonth] = useState(today.slice(0, 7));
  const [mentorId, setMentorId] = useState<number | null>(null);
  const mentors = useSchoolMentors(isAdmin);
  const report = useAttendanceReport(month, mentorId);
  const rows = report.data?.rows ?? [];

  return (
    <section className="schedule-panel attendance-panel" aria-labelledby="attendance-heading">
      <h2 id="attendance-heading">Prisutnost po mjesecima</h2>
      <div className="form-row no-print">
        <TextField
          label="Mjesec"
          type="month"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
        />
        {isAdmin && (
          <SelectField
            label="Mentor"
            value={mentorId ?? ''}
            onChange={(e) => setMentorId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">Svi mentori</option>
            {mentors.data?.mentors.map((m) => (
              <option key={m.id} value={m.id}>
                {m.ime} {m.prezime}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {report.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju podataka.
        </p>
      )}
      {report.data && rows.length === 0 && (
        <p className="muted">Za ovaj mjesec još nema upisane prisutnosti.</p>
      )}
      {rows.length > 0 && (
        <ul className="item-list attendance-report" aria-label="Prisutnost učenika">
          {rows.map((r) => (
            <li key={`${r.student.id}:${r.mentor.id}`} className="attendance-row">
              <p className="item-title">
                {staff ? r.student.name : 'Moji sati'} · Mentor: {r.mentor.name}
              </p>
              <p className="muted">
                {attendanceStatuses
                  .filter((s) => (r.counts[s] ?? 0) > 0)
                  .map((s) => `${attendanceLabels[s]}: ${r.counts[s]}`)
                  .join(' · ')}{' '}
                (ukupno {r.total})
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
