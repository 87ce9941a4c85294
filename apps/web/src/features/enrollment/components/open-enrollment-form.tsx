import { useId, useState, type FormEvent } from 'react';
import { schoolToday } from '@takt/shared/age';
import type { EnrollmentYear } from '@takt/shared/schemas/enrollment';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import {
  useEnrollmentYears,
  useOpenEnrollmentYear,
  useSchoolYearsForEnrollment,
  useUpdateEnrollmentYear,
} from '../api/enrollment-admin.ts';

/**
 * Opens a school year for enrollment, or edits the open one: the agreement (HTML the server
 * sanitizes; a changed text becomes a new version) and the window for program changes.
 */
export function OpenEnrollmentForm({
  year,
  onDone,
  onCancel,
}: {
  year: EnrollmentYear | null;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const toast = useToast();
  const schoolYears = useSchoolYearsForEnrollment();
  const opened = useEnrollmentYears();
  // Only school years not opened yet and not over can be opened.
  const openedIds = new Set((opened.data?.years ?? []).map((y) => y.schoolYear.id));
  const today = schoolToday();
  const choices = (schoolYears.data?.years ?? []).filter(
    (y) => !openedIds.has(y.id) && y.endDate >= today,
  );
  const open = useOpenEnrollmentYear();
  const update = useUpdateEnrollmentYear();
  const [schoolYearId, setSchoolYearId] = useState('');
  const [text, setText] = useState(year?.agreementText ?? '');
  const [from, setFrom] = useState(year?.programChangeFrom ?? '');
  const [until, setUntil] = useState(year?.programChangeUntil ?? '');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const window = { programChangeFrom: from || null, programChangeUntil: until || null };
    try {
      const answer = year
        ? await update.mutateAsync({ id: year.id, agreementText: text, ...window })
        : await open.mutateAsync({
            schoolYearId: Number(schoolYearId),
            agreementText: text,
            ...window,
          });
      toast.show(answer.message, 'success');
      onDone?.();
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Greška pri spremanju podataka.');
    }
  }

  return (
    <form
      className="card stack"
      aria-labelledby={titleId}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h2 id={titleId}>{year ? `Uvjeti upisa ${year.schoolYear.name}` : 'Otvori upis'}</h2>
      {!year && (
        <SelectField
          label="Školska godina"
          hint={
            schoolYears.data && choices.length === 0
              ? 'Nema školske godine za koju upis nije otvoren. Najprije je dodajte u kalendar škole.'
              : undefined
          }
          value={schoolYearId}
          onChange={(e) => setSchoolYearId(e.target.value)}
        >
          <option value="">Odaberite školsku godinu</option>
          {choices.map((y) => (
            <option key={y.id} value={y.id}>
              {y.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextareaField
        label="Tekst uvjeta upisa (HTML: odlomci, naslovi, popisi)"
        rows={8}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="enrollment-filters">
        <TextField
          label="Promjena programa od"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label="Promjena programa do"
          type="date"
          value={until}
          onChange={(e) => setUntil(e.target.value)}
        />
      </div>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <SubmitButton className="button" disabled={open.isPending || update.isPending}>
          {year ? 'Spremi' : 'Otvori upis'}
        </SubmitButton>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Odustani
          </button>
        )}
      </div>
    </form>
  );
}
