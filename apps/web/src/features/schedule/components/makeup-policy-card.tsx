import { useState, type FormEvent } from 'react';
import type { SchedulePolicy } from '@takt/shared/schemas/schedule-makeups';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useMakeupPolicy, useSaveMakeupPolicy } from '../api/makeup-policy.ts';

/** Whole hours or days from a field, or null when it is left empty. */
const amount = (value: string) => (value.trim() === '' ? null : Number(value));

function PolicyForm({ policy }: { policy: SchedulePolicy }) {
  const save = useSaveMakeupPolicy();
  const toast = useToast();
  const [mentorCancelEarns, setMentor] = useState(policy.mentorCancelEarns);
  const [schoolCancelEarns, setSchool] = useState(policy.schoolCancelEarns);
  const [hours, setHours] = useState(policy.excusedNoticeHours?.toString() ?? '');
  const [days, setDays] = useState(policy.creditValidDays?.toString() ?? '');
  const error = save.error instanceof ApiError ? save.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        mentorCancelEarns,
        schoolCancelEarns,
        excusedNoticeHours: amount(hours),
        creditValidDays: amount(days),
      },
      { onSuccess: (answer) => toast.show(answer.message, 'success') },
    );
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <CheckboxField
        label="Sat koji otkaže mentor daje pravo na nadoknadu"
        checked={mentorCancelEarns}
        onChange={(e) => setMentor(e.target.checked)}
      />
      <CheckboxField
        label="Sat koji otkaže škola daje pravo na nadoknadu"
        checked={schoolCancelEarns}
        onChange={(e) => setSchool(e.target.checked)}
      />
      <TextField
        label="Opravdana odjava daje nadoknadu ako je najavljena barem (sati unaprijed)"
        type="number"
        min={0}
        max={336}
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        error={error?.fieldErrors?.excusedNoticeHours}
      />
      <p className="muted field-hint">Prazno: opravdana odjava ne daje pravo na nadoknadu.</p>
      <TextField
        label="Pravo na nadoknadu vrijedi (dana)"
        type="number"
        min={1}
        max={365}
        value={days}
        onChange={(e) => setDays(e.target.value)}
        error={error?.fieldErrors?.creditValidDays}
      />
      <p className="muted field-hint">Prazno: do kraja školske godine.</p>
      {error && (
        <p className="alert alert-error" role="alert">
          {error.message}
        </p>
      )}
      <SubmitButton disabled={save.isPending}>Spremi pravila</SubmitButton>
    </form>
  );
}

/** 'Pravila nadoknada': which absences earn a make-up credit and when credits expire. */
export function MakeupPolicyCard() {
  const policy = useMakeupPolicy();
  return (
    <section className="card stack" aria-labelledby="makeup-policy">
      <h2 id="makeup-policy">Pravila nadoknada</h2>
      {policy.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju podataka.
        </p>
      )}
      {policy.data && <PolicyForm policy={policy.data.policy} />}
    </section>
  );
}
