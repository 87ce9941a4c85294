import { useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { toDateTimeInput } from '../../../lib/datetime-input.ts';
import { useCreatePoll } from '../api/create-poll.ts';
import { validatePoll, type PollErrors } from '../poll-validation.ts';
import { PollOptionsField } from './poll-options-field.tsx';

/** 'Nova anketa' for mentors: question, options (start 'Da' and 'Ne'), end date and time. */
export function PollDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const create = useCreatePoll();
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(['Da', 'Ne']);
  const [endDate, setEndDate] = useState('');
  const [errors, setErrors] = useState<PollErrors>({});
  const [minEnd] = useState(() => toDateTimeInput(new Date()));

  const inFlight = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const result = validatePoll(question, options, endDate, Date.now());
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    inFlight.current = true;
    create.mutate(result.input, {
      onSettled: () => {
        inFlight.current = false;
      },
      onSuccess: () => {
        toast.show('Anketa je uspješno kreirana', 'success');
        onClose();
      },
      onError: () => toast.show('Greška pri kreiranju ankete', 'error'),
    });
  };

  return (
    <Modal open title="Nova anketa" onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate aria-busy={create.isPending}>
        <TextField
          label="Pitanje"
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          error={errors.question}
          required
        />
        <PollOptionsField options={options} onChange={setOptions} error={errors.options} />
        <TextField
          label="Datum i vrijeme završetka"
          type="datetime-local"
          value={endDate}
          min={minEnd}
          onChange={(e) => setEndDate(e.target.value)}
          error={errors.endDate}
          required
        />
        <div className="row dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Odustani
          </button>
          <button type="submit" className="button" disabled={create.isPending}>
            {create.isPending ? 'Spremanje...' : 'Spremi'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
