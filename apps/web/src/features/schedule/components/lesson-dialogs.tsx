import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { useCancelLesson, useReportAbsence } from '../api/lesson-actions.ts';
import { errorText, when, type DialogProps } from './dialog-helpers.ts';

/** 'Odjava sata': a student cancels ahead with a reason; the mentor is told. */
export function AbsenceDialog({ lesson, onClose }: DialogProps) {
  const [reason, setReason] = useState('');
  const report = useReportAbsence();
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(
      { id: lesson.id, reason },
      {
        onSuccess: (answer) => {
          toast.show(answer.message, 'success');
          onClose();
        },
      },
    );
  };
  return (
    <Modal open title="Odjava sata" onClose={onClose} width="narrow">
      <form className="stack" onSubmit={submit} noValidate>
        <p>{when(lesson)}</p>
        <TextareaField
          label="Razlog"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          required
        />
        {report.isError && (
          <p className="alert alert-error" role="alert">
            {errorText(report.error)}
          </p>
        )}
        <SubmitButton disabled={report.isPending}>Pošalji odjavu</SubmitButton>
      </form>
    </Modal>
  );
}

/** The mentor (or the school) cancels one lesson. */
export function CancelDialog({ lesson, onClose }: DialogProps) {
  const [reason, setReason] = useState('');
  const [kind, setKind] = useState<'mentor' | 'school'>('mentor');
  const cancel = useCancelLesson();
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate(
      { id: lesson.id, reason, kind },
      {
        onSuccess: (answer) => {
          toast.show(answer.message, 'success');
          onClose();
        },
      },
    );
  };
  return (
    <Modal open title="Otkazivanje sata" onClose={onClose} width="narrow">
      <form className="stack" onSubmit={submit} noValidate>
        <p>{when(lesson)}</p>
        <SelectField
          label="Tko otkazuje"
          value={kind}
          onChange={(e) => setKind(e.target.value as 'mentor' | 'school')}
        >
          <option value="mentor">Mentor</option>
          <option value="school">Škola</option>
        </SelectField>
        <TextareaField
          label="Razlog"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          required
        />
        {cancel.isError && (
          <p className="alert alert-error" role="alert">
            {errorText(cancel.error)}
          </p>
        )}
        <SubmitButton disabled={cancel.isPending}>Otkaži sat</SubmitButton>
      </form>
    </Modal>
  );
}
