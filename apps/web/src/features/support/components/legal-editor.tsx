import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useAdminLegal, useSaveLegal } from '../api/legal.ts';

/** Admins edit the school's terms, privacy policy and support address; a change is a new version. */
export function LegalEditor({ onDone }: { onDone: () => void }) {
  const current = useAdminLegal(true);
  if (!current.data) return <p className="muted">Učitavanje...</p>;
  return (
    <LegalForm
      initial={{
        terms: current.data.documents.terms,
        privacy: current.data.documents.privacy,
        supportEmail: current.data.supportEmail ?? '',
      }}
      onDone={onDone}
    />
  );
}

function LegalForm({
  initial,
  onDone,
}: {
  initial: { terms: string; privacy: string; supportEmail: string };
  onDone: () => void;
}) {
  const toast = useToast();
  const save = useSaveLegal();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    try {
      const answer = await save.mutateAsync({
        terms: values.terms,
        privacy: values.privacy,
        supportEmail: values.supportEmail.trim() || null,
      });
      toast.show(answer.message, 'success');
      onDone();
    } catch (e) {
      if (isApiError(e) && e.fieldErrors) setErrors(e.fieldErrors);
      else toast.show(isApiError(e) ? e.message : 'Greška pri spremanju', 'error');
    }
  };
  return (
    <div className="stack">
      <TextareaField
        label="Uvjeti korištenja"
        rows={8}
        value={values.terms}
        error={errors.terms}
        onChange={(e) => setValues({ ...values, terms: e.target.value })}
      />
      <TextareaField
        label="Pravila privatnosti"
        rows={8}
        value={values.privacy}
        error={errors.privacy}
        onChange={(e) => setValues({ ...values, privacy: e.target.value })}
      />
      <TextField
        label="Email adresa podrške (neobavezno)"
        type="email"
        value={values.supportEmail}
        error={errors.supportEmail}
        onChange={(e) => setValues({ ...values, supportEmail: e.target.value })}
      />
      <p className="muted">
        Spremanjem izmijenjenog teksta svi korisnici ponovno prihvaćaju uvjete.
      </p>
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={save.isPending}
          onClick={() => void submit()}
        >
          {save.isPending ? 'Spremanje...' : 'Spremi'}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Odustani
        </button>
      </div>
    </div>
  );
}
