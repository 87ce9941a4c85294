import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useLogPractice, usePracticeSummary, usePracticeWeek } from '../api/practice.ts';

/** 'Vježbanje': students enter minutes per day; mentors see their students' weekly totals. */
export function PracticePanel({
  staff,
  week,
  today,
}: {
  staff: boolean;
  week: string;
  today: string;
}) {
  const own = usePracticeWeek(week, !staff);
  const summary = usePracticeSummary(week, staff);
  const log = useLogPractice();
  const toast = useToast();
  const [date, setDate] = useState(today);
  const [minutes, setMinutes] = useState('30');
  const error = log.error instanceof ApiError ? log.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    log.mutate(
      { date, minutes: Number(minutes) },
      { onSuccess: (answer) => toast.show(answer.message, 'success') },
    );
  };

  return (
    <section className="schedule-panel no-print" aria-labelledby="practice-heading">
      <h2 id="practice-heading">Vježbanje</h2>
      {staff &&
        summary.data &&
        (summary.data.students.length === 0 ? (
          <p className="muted">Vaši učenici ovaj tjedan još nisu upisali vježbanje.</p>
        ) : (
          <ul className="plain-list">
            {summary.data.students.map((s) => (
              <li key={s.student.id}>
                {s.student.name}: {s.total} min ovaj tjedan
              </li>
            ))}
          </ul>
        ))}
      {!staff && (
        <>
          {own.data && <p>Ovaj tjedan: {own.data.total} min</p>}
          <form className="slot-form" onSubmit={submit} noValidate aria-label="Upis vježbanja">
            <TextField
              label="Dan vježbanja"
              type="date"
              max={today}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
            <TextField
              label="Minute"
              type="number"
              min={0}
              max={600}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
            <SubmitButton className="button" disabled={log.isPending}>
              Upiši vježbanje
            </SubmitButton>
          </form>
          {error && (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
