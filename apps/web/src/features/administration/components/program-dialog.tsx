import { useState, type FormEvent } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSaveProgram, type AdminProgram } from '../api/programs.ts';

const euro = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** Create or edit a program: naziv, attendance types with prices, legacy single price, flags. */
export function ProgramDialog({
  program,
  onClose,
}: {
  program: AdminProgram | null;
  onClose: () => void;
}) {
  const [naziv, setNaziv] = useState(program?.naziv ?? '');
  const [cijena, setCijena] = useState(program?.cijena?.toString() ?? '');
  const [tipovi, setTipovi] = useState(
    program?.tipovi.map((t) => ({ tip: t.tip, cijena: String(t.cijena) })) ?? [],
  );
  const [showInSignup, setShowInSignup] = useState(program?.showInSignup ?? true);
  const [active, setActive] = useState(program?.active ?? true);
  const save = useSaveProgram();
  const toast = useToast();
  const errors = isApiError(save.error) ? (save.error.fieldErrors ?? {}) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        id: program?.id ?? null,
        body: {
          naziv,
          cijena: euro(cijena),
          tipovi: tipovi.map((t) => ({ tip: t.tip, cijena: euro(t.cijena) ?? Number.NaN })),
          showInSignup,
          active,
        },
      },
      { onSuccess: (answer) => (toast.show(answer.message, 'success'), onClose()) },
    );
  };
  return (
    <Modal
      open
      title={program ? `Uredi program – ${program.naziv}` : 'Novi program'}
      onClose={onClose}
      width="narrow"
    >
      <form className="stack" onSubmit={submit} noValidate>
        {save.error && (
          <p className="alert alert-error" role="alert">
            {isApiError(save.error) ? save.error.message : 'Greška pri spremanju podataka.'}
          </p>
        )}
        <TextField
          label="Naziv"
          value={naziv}
          error={errors.naziv}
          onChange={(e) => setNaziv(e.target.value)}
        />
        <fieldset className="program-types">
          <legend>Načini pohađanja i cijene (€)</legend>
          {tipovi.map((t, i) => (
            <div className="admin-filter-grid" key={i}>
              <TextField
                label={`Način ${i + 1}`}
                value={t.tip}
                onChange={(e) =>
                  setTipovi(tipovi.map((x, j) => (j === i ? { ...x, tip: e.target.value } : x)))
                }
              />
              <TextField
                label={`Cijena ${i + 1} (€)`}
                inputMode="decimal"
                value={t.cijena}
                onChange={(e) =>
                  setTipovi(tipovi.map((x, j) => (j === i ? { ...x, cijena: e.target.value } : x)))
                }
              />
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setTipovi(tipovi.filter((_, j) => j !== i))}
              >
                Ukloni način {i + 1}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="button button-secondary align-start"
            onClick={() => setTipovi([...tipovi, { tip: '', cijena: '' }])}
          >
            Dodaj način pohađanja
          </button>
        </fieldset>
        <TextField
          label="Jedinstvena cijena (€, stari programi)"
          inputMode="decimal"
          value={cijena}
          error={errors.cijena}
          onChange={(e) => setCijena(e.target.value)}
        />
        <CheckboxField
          label="Prikaži na prijavi"
          checked={showInSignup}
          onChange={(e) => setShowInSignup(e.target.checked)}
        />
        <CheckboxField
          label="Aktivan (isključite za umirovljeni program)"
          checked={active}
          onChange={(e) => setActive(e.target.checked)}
        />
        <SubmitButton disabled={save.isPending}>Spremi program</SubmitButton>
      </form>
    </Modal>
  );
}
