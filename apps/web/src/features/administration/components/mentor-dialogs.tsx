import { useState, type FormEvent } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useCreateMentor, useUpdateMentor, type AdminMentor } from '../api/mentors.ts';
import type { AdminProgram } from '../api/programs.ts';

function ProgramChoices({
  programs,
  chosen,
  onChange,
}: {
  programs: AdminProgram[];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <fieldset className="admin-flags">
      <legend>Programi</legend>
      {programs
        .filter((p) => p.active || chosen.includes(p.id))
        .map((p) => (
          <CheckboxField
            key={p.id}
            label={p.naziv}
            checked={chosen.includes(p.id)}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, p.id] : chosen.filter((id) => id !== p.id))
            }
          />
        ))}
    </fieldset>
  );
}

/** Programs, subject and the admin flag of a mentor (the school keeps at least one admin). */
export function EditMentorDialog({
  mentor,
  programs,
  onClose,
}: {
  mentor: AdminMentor;
  programs: AdminProgram[];
  onClose: () => void;
}) {
  const [predmet, setPredmet] = useState(mentor.predmet ?? '');
  const [programIds, setProgramIds] = useState(mentor.programs.map((p) => p.id));
  const [isAdmin, setIsAdmin] = useState(mentor.isAdmin);
  const update = useUpdateMentor();
  const toast = useToast();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { id: mentor.id, body: { predmet: predmet || null, programIds, isAdmin } },
      { onSuccess: (answer) => (toast.show(answer.message, 'success'), onClose()) },
    );
  };
  return (
    <Modal
      open
      title={`Uredi mentora – ${mentor.ime} ${mentor.prezime}`}
      onClose={onClose}
      width="narrow"
    >
      <form className="stack" onSubmit={submit}>
        {update.error && (
          <p className="alert alert-error" role="alert">
            {isApiError(update.error) ? update.error.message : 'Greška pri ažuriranju korisnika'}
          </p>
        )}
        <TextField label="Predmet" value={predmet} onChange={(e) => setPredmet(e.target.value)} />
        <ProgramChoices programs={programs} chosen={programIds} onChange={setProgramIds} />
        <CheckboxField
          label="Administrator škole"
          checked={isAdmin}
          onChange={(e) => setIsAdmin(e.target.checked)}
        />
        <SubmitButton disabled={update.isPending}>Spremi</SubmitButton>
      </form>
    </Modal>
  );
}

/** A mentor added by hand; credentials go out by e-mail. */
export function AddMentorDialog({
  programs,
  onClose,
}: {
  programs: AdminProgram[];
  onClose: () => void;
}) {
  const [form, setForm] = useState({ ime: '', prezime: '', email: '', predmet: '' });
  const [programIds, setProgramIds] = useState<number[]>([]);
  const [isAdmin, setIsAdmin] = useState(false);
  const create = useCreateMentor();
  const toast = useToast();
  const errors = isApiError(create.error) ? (create.error.fieldErrors ?? {}) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { ...form, programIds, isAdmin },
      { onSuccess: (answer) => (toast.show(answer.message, 'success'), onClose()) },
    );
  };
  const field = (key: keyof typeof form, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={form[key]}
      error={errors[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
    />
  );
  return (
    <Modal open title="Dodaj mentora" onClose={onClose} width="narrow">
      <form className="stack" onSubmit={submit} noValidate>
        {create.error && (
          <p className="alert alert-error" role="alert">
            {isApiError(create.error) ? create.error.message : 'Greška pri ažuriranju korisnika'}
          </p>
        )}
        {field('ime', 'Ime')}
        {field('prezime', 'Prezime')}
        {field('email', 'Email', 'email')}
        {field('predmet', 'Predmet')}
        <ProgramChoices programs={programs} chosen={programIds} onChange={setProgramIds} />
        <CheckboxField
          label="Administrator škole"
          checked={isAdmin}
          onChange={(e) => setIsAdmin(e.target.checked)}
        />
        <SubmitButton disabled={create.isPending}>Dodaj mentora</SubmitButton>
      </form>
    </Modal>
  );
}
