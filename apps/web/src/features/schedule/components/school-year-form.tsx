import { useState, type FormEvent } from 'react';
import { dateParts } from '@takt/shared/calendar-date';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import {
  usePublicHolidays,
  useSaveSchoolYear,
  type SchoolYearView,
} from '../api/school-calendar.ts';
import { calendarDate } from './calendar-days.tsx';

interface SchoolYearFormProps {
  /** The year edited; without it, a new year. */
  year?: SchoolYearView;
  onSaved?: (id: number) => void;
}

const yearOf = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? dateParts(date).year : null);

/** The public holidays a new year from `start` to `end` gets, listed before it is saved. */
function HolidayPreview({ start, end }: { start: string; end: string }) {
  const first = usePublicHolidays(yearOf(start));
  const second = usePublicHolidays(yearOf(end) !== yearOf(start) ? yearOf(end) : null);
  if (!yearOf(start) || !yearOf(end) || end <= start) return null;
  const holidays = [...(first.data?.holidays ?? []), ...(second.data?.holidays ?? [])].filter(
    (h) => h.date >= start && h.date <= end,
  );
  if (holidays.length === 0) return null;
  return (
    <div className="holiday-preview">
      <p className="muted">Predloženi državni praznici ({holidays.length}):</p>
      <ul className="compact-list">
        {holidays.map((h) => (
          <li key={h.date}>
            {calendarDate(h.date)} {h.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A school year's name, first and last day and the Monday of its reference A week. */
export function SchoolYearForm({ year, onSaved }: SchoolYearFormProps) {
  const save = useSaveSchoolYear();
  const toast = useToast();
  const [name, setName] = useState(year?.name ?? '');
  const [startDate, setStart] = useState(year?.startDate ?? '');
  const [endDate, setEnd] = useState(year?.endDate ?? '');
  // The reference Monday may lie before the first day; any day of that week marks it.
  const [reference, setReference] = useState(
    year ? (year.abReferenceMonday < year.startDate ? year.startDate : year.abReferenceMonday) : '',
  );
  const [holidays, setHolidays] = useState(true);
  const error = save.error instanceof ApiError ? save.error : null;
  const fields = error?.fieldErrors;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        ...(year ? { id: year.id } : {}),
        name,
        startDate,
        endDate,
        ...(reference ? { abReferenceDate: reference } : {}),
        includePublicHolidays: !year && holidays,
      },
      {
        onSuccess: (answer) => {
          toast.show(answer.message, 'success');
          onSaved?.(answer.year.id);
        },
      },
    );
  };

  const prefix = year ? `year-${year.id}` : 'year-new';
  return (
    <form className="stack school-year-form" onSubmit={submit} noValidate>
      <TextField
        id={`${prefix}-name`}
        label="Naziv (npr. 2026./2027.)"
        value={name}
        maxLength={50}
        onChange={(e) => setName(e.target.value)}
        error={fields?.name}
      />
      <div className="form-row">
        <TextField
          id={`${prefix}-start`}
          label="Početak nastave"
          type="date"
          value={startDate}
          onChange={(e) => setStart(e.target.value)}
          error={fields?.startDate}
          required
        />
        <TextField
          id={`${prefix}-end`}
          label="Kraj nastave"
          type="date"
          value={endDate}
          onChange={(e) => setEnd(e.target.value)}
          error={fields?.endDate}
          required
        />
      </div>
      <TextField
        id={`${prefix}-reference`}
        label="Dan u referentnom A tjednu"
        type="date"
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        error={fields?.abReferenceDate}
      />
      <p className="muted field-hint">
        Tjedan s tim danom je A tjedan, sljedeći B, pa redom. Bez datuma: tjedan početka nastave.
      </p>
      {!year && (
        <>
          <CheckboxField
            label="Dodaj državne praznike (uključujući Uskrsni ponedjeljak i Tijelovo)"
            checked={holidays}
            onChange={(e) => setHolidays(e.target.checked)}
          />
          {holidays && <HolidayPreview start={startDate} end={endDate} />}
        </>
      )}
      {error && (
        <p className="alert alert-error" role="alert">
          {error.message}
        </p>
      )}
      <SubmitButton disabled={save.isPending}>
        {year ? 'Spremi školsku godinu' : 'Dodaj školsku godinu'}
      </SubmitButton>
    </form>
  );
}
