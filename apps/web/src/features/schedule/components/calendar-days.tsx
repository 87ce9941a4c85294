import { useState, type FormEvent } from 'react';
import { calendarDayKindLabels } from '@takt/shared/calendar-messages';
import { dateParts } from '@takt/shared/calendar-date';
import { calendarDayKinds, type CalendarDayKind } from '@takt/shared/schemas/calendar';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import {
  useAddCalendarDay,
  useProposeHolidays,
  useRemoveCalendarDay,
  type SchoolYearView,
} from '../api/school-calendar.ts';

/** `1.11.2026.` */
export function calendarDate(date: string): string {
  const { year, month, day } = dateParts(date);
  return `${day}.${month}.${year}.`;
}

const range = (start: string, end: string) =>
  start === end ? calendarDate(start) : `${calendarDate(start)} – ${calendarDate(end)}`;

/** A school year's days without teaching: the list, public holidays proposed, a day or range added. */
export function CalendarDays({ year }: { year: SchoolYearView }) {
  const add = useAddCalendarDay();
  const remove = useRemoveCalendarDay();
  const propose = useProposeHolidays();
  const toast = useToast();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<CalendarDayKind>('school_holiday');
  const [startDate, setStart] = useState('');
  const [endDate, setEnd] = useState('');
  const error = add.error instanceof ApiError ? add.error : null;
  const done = (answer: { message: string }) => toast.show(answer.message, 'success');
  const failed = (e: unknown) =>
    toast.show(e instanceof ApiError ? e.message : 'Spremanje nije uspjelo.', 'error');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { yearId: year.id, name, kind, startDate, ...(endDate ? { endDate } : {}) },
      {
        onSuccess: (answer) => {
          done(answer);
          setName('');
          setStart('');
          setEnd('');
        },
      },
    );
  };

  return (
    <section className="stack" aria-labelledby={`days-${year.id}`}>
      <h2 id={`days-${year.id}`}>Neradni dani i praznici</h2>
      {year.days.length === 0 ? (
        <p className="muted">Nema unesenih neradnih dana.</p>
      ) : (
        <ul className="item-list" aria-label="Neradni dani">
          {year.days.map((d) => (
            <li key={d.id} className="item-row">
              <div>
                <h3 className="item-title">{d.name}</h3>
                <p className="muted">
                  {range(d.startDate, d.endDate)} · {calendarDayKindLabels[d.kind]}
                </p>
              </div>
              <button
                type="button"
                className="button button-secondary"
                disabled={remove.isPending}
                aria-label={`Ukloni: ${d.name}`}
                onClick={() => remove.mutate(d.id, { onSuccess: done, onError: failed })}
              >
                Ukloni
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button-secondary"
        disabled={propose.isPending}
        onClick={() => propose.mutate(year.id, { onSuccess: done, onError: failed })}
      >
        Predloži državne praznike
      </button>
      <form className="stack" onSubmit={submit} noValidate aria-labelledby={`new-day-${year.id}`}>
        <h3 id={`new-day-${year.id}`}>Novi neradni dan ili praznici</h3>
        <TextField
          label="Naziv"
          value={name}
          maxLength={200}
          onChange={(e) => setName(e.target.value)}
          error={error?.fieldErrors?.name}
          required
        />
        <SelectField
          label="Vrsta"
          value={kind}
          onChange={(e) => setKind(e.target.value as CalendarDayKind)}
          error={error?.fieldErrors?.kind}
        >
          {calendarDayKinds.map((k) => (
            <option key={k} value={k}>
              {calendarDayKindLabels[k]}
            </option>
          ))}
        </SelectField>
        <div className="form-row">
          <TextField
            label="Od"
            type="date"
            value={startDate}
            onChange={(e) => setStart(e.target.value)}
            error={error?.fieldErrors?.startDate}
            required
          />
          <TextField
            label="Do (za razdoblje)"
            type="date"
            value={endDate}
            onChange={(e) => setEnd(e.target.value)}
            error={error?.fieldErrors?.endDate}
          />
        </div>
        {error && (
          <p className="alert alert-error" role="alert">
            {error.message}
          </p>
        )}
        <SubmitButton disabled={add.isPending}>Dodaj neradni dan</SubmitButton>
      </form>
    </section>
  );
}
