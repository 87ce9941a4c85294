import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import type { AdminProgram } from '../api/programs.ts';
import { useCreateStudent } from '../api/students.ts';

const empty = {
  ime: '',
  prezime: '',
  email: '',
  oib: '',
  datumRodjenja: '',
  brojMobitela: '',
  programId: '',
  pohadanjeNastave: '',
  roditeljIme: '',
  roditeljPrezime: '',
  roditeljMobitel: '',
};

/** One student added by hand; the username is generated and the credentials mailed. */
export function AddStudentDialog({
  programs,
  onClose,
}: {
  programs: AdminProgram[];
  onClose: () => void;
}) {
  const [form, setForm] = useState(empty);
  const create = useCreateStudent();
  const toast = useToast();
  const errors = isApiError(create.error) ? (create.error.fieldErrors ?? {}) : {};
  const program = programs.find((p) => String(p.id) === form.programId);
  const types = program
    ? program.tipovi.length
      ? program.tipovi.map((t) => t.tip)
      : ['individualno1', 'individualno2', 'grupno']
    : [];
  const field = (key: keyof typeof empty, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={form[key]}
      error={errors[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      {...extra}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parent = form.roditeljIme || form.roditeljPrezime || form.roditeljMobitel;
    create.mutate(
      {
        ime: form.ime,
        prezime: form.prezime,
        email: form.email,
        oib: form.oib,
        datumRodjenja: form.datumRodjenja,
        brojMobitela: form.brojMobitela,
        programId: form.programId ? Number(form.programId) : null,
        pohadanjeNastave: form.pohadanjeNastave || null,
        roditelj1: parent
          ? {
              ime: form.roditeljIme,
              prezime: form.roditeljPrezime,
              brojMobitela: form.roditeljMobitel,
            }
          : null,
      },
      {
        onSuccess: (answer) => {
          toast.show(`${answer.message} Korisničko ime: ${answer.user.korisnickoIme}`, 'success');
          onClose();
        },
      },
    );
  };
  return (
    <Modal open title="Dodaj učenika" onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        {create.error && (
          <p className="alert alert-error" role="alert">
            {isApiError(create.error) ? create.error.message : 'Greška pri ažuriranju korisnika'}
          </p>
        )}
        <div className="admin-filter-grid">
          {field('ime', 'Ime', { required: true })}
          {field('prezime', 'Prezime', { required: true })}
          {field('email', 'Email', { type: 'email', required: true })}
          {field('oib', 'OIB', { inputMode: 'numeric', maxLength: 11 })}
          {field('datumRodjenja', 'Datum rođenja', { type: 'date' })}
          {field('brojMobitela', 'Broj mobitela', { type: 'tel' })}
          <SelectField
            label="Program"
            value={form.programId}
            error={errors.programId}
            onChange={(e) => setForm({ ...form, programId: e.target.value, pohadanjeNastave: '' })}
          >
            <option value="">Bez programa</option>
            {programs
              .filter((p) => p.active)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.naziv}
                </option>
              ))}
          </SelectField>
          {types.length > 0 && (
            <SelectField
              label="Način pohađanja"
              value={form.pohadanjeNastave}
              onChange={(e) => setForm({ ...form, pohadanjeNastave: e.target.value })}
            >
              <option value="">Odaberite</option>
              {types.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </SelectField>
          )}
          {field('roditeljIme', 'Ime roditelja/skrbnika')}
          {field('roditeljPrezime', 'Prezime roditelja/skrbnika')}
          {field('roditeljMobitel', 'Mobitel roditelja/skrbnika', { type: 'tel' })}
        </div>
        {errors.roditelj1 && <p className="field-error">{errors.roditelj1}</p>}
        <SubmitButton disabled={create.isPending}>
          {create.isPending ? 'Spremanje...' : 'Dodaj učenika'}
        </SubmitButton>
      </form>
    </Modal>
  );
}
