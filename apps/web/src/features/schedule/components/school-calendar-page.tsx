import { useState } from 'react';
import { Link } from 'react-router';
import { schoolDateAt } from '@takt/shared/calendar-date';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteSchoolYear, useSchoolYears } from '../api/school-calendar.ts';
import { CalendarDays, calendarDate } from './calendar-days.tsx';
import { MakeupPolicyCard } from './makeup-policy-card.tsx';
import { SchoolYearForm } from './school-year-form.tsx';
import '../../../styles/accounts-admin.css';
import '../schedule.css';

/**
 * /kalendar (admins): the school years with their first and last day, the reference A week, and
 * the public holidays, school holidays and other days without teaching that lessons skip.
 */
export default function SchoolCalendarPage() {
  const years = useSchoolYears();
  const remove = useDeleteSchoolYear();
  const toast = useToast();
  const [picked, setPicked] = useState<number | 'new' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = years.data?.years ?? [];
  const today = schoolDateAt(new Date());
  const current =
    list.find((y) => y.startDate <= today && today <= y.endDate) ?? list[list.length - 1];
  const chosen = picked === 'new' ? 'new' : (list.find((y) => y.id === picked) ?? current);

  const deleteYear = (id: number) =>
    remove.mutate(id, {
      onSuccess: (answer) => {
        toast.show(answer.message, 'success');
        setPicked(null);
      },
      onError: (e) =>
        toast.show(e instanceof ApiError ? e.message : 'Brisanje nije uspjelo.', 'error'),
      onSettled: () => setConfirming(false),
    });

  return (
    <div className="page stack school-calendar-page">
      <h1>Školski kalendar</h1>
      <p className="muted">
        Sati se ne održavaju na neradne dane i praznike. <Link to="/classrooms">Učionice</Link>
      </p>
      {years.isPending && <LoadingScreen />}
      {years.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju podataka.
        </p>
      )}
      {years.data && (
        <SelectField
          label="Školska godina"
          value={chosen === 'new' ? 'new' : String(chosen?.id ?? 'new')}
          onChange={(e) => setPicked(e.target.value === 'new' ? 'new' : Number(e.target.value))}
        >
          {list.map((y) => (
            <option key={y.id} value={y.id}>
              {y.name} ({calendarDate(y.startDate)} – {calendarDate(y.endDate)})
            </option>
          ))}
          <option value="new">Nova školska godina…</option>
        </SelectField>
      )}
      {years.data && (chosen === 'new' || !chosen) && (
        <section className="card stack" aria-labelledby="new-year">
          <h2 id="new-year">Nova školska godina</h2>
          <SchoolYearForm onSaved={(id) => setPicked(id)} />
        </section>
      )}
      {chosen && chosen !== 'new' && (
        <>
          <section className="card stack" aria-labelledby={`year-${chosen.id}`}>
            <h2 id={`year-${chosen.id}`}>Školska godina {chosen.name}</h2>
            <p className="muted">
              Referentni A tjedan počinje {calendarDate(chosen.abReferenceMonday)}
            </p>
            <SchoolYearForm key={chosen.id} year={chosen} />
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setConfirming(true)}
            >
              Obriši školsku godinu
            </button>
          </section>
          <div className="card">
            <CalendarDays year={chosen} />
          </div>
          {confirming && (
            <ConfirmDialog
              title="Brisanje školske godine"
              message={`Obrisati školsku godinu ${chosen.name} i njezine neradne dane?`}
              confirmLabel="Obriši"
              busy={remove.isPending}
              onConfirm={() => deleteYear(chosen.id)}
              onCancel={() => setConfirming(false)}
            />
          )}
        </>
      )}
      <MakeupPolicyCard />
    </div>
  );
}
