import { useState, type FormEvent } from 'react';
import type { InvoiceSettings } from '@takt/shared/schemas/invoices';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSaveInvoiceSettings } from '../api/invoice-settings.ts';

const FIELDS = [
  ['issuerName', 'Naziv izdavatelja'],
  ['oib', 'OIB'],
  ['iban', 'IBAN'],
  ['address', 'Adresa (ulica i broj)'],
  ['city', 'Poštanski broj i mjesto'],
  ['premises', 'Oznaka poslovnog prostora'],
  ['device', 'Oznaka naplatnog uređaja'],
  ['dueDays', 'Rok plaćanja (dana)'],
  ['paymentModel', 'Model plaćanja'],
  ['defaultDescription', 'Opis na računu'],
] as const;

type Form = Record<(typeof FIELDS)[number][0] | 'siblingDiscounts' | 'exemptions', string>;

function toForm(s: InvoiceSettings | null): Form {
  return {
    issuerName: s?.issuerName ?? '',
    oib: s?.oib ?? '',
    iban: s?.iban ?? '',
    address: s?.address ?? '',
    city: s?.city ?? '',
    premises: s?.premises ?? 'SKOLA1',
    device: s?.device ?? '1',
    dueDays: String(s?.dueDays ?? 15),
    paymentModel: s?.paymentModel ?? 'HR01',
    defaultDescription: s?.defaultDescription ?? 'Školarina',
    siblingDiscounts: (s?.siblingDiscounts ?? []).join(', '),
    exemptions: (s?.exemptions ?? [])
      .map((e) => `${e.studentId}: ${e.percent}: ${e.reason}`)
      .join('\n'),
  };
}

/** The school's invoice settings: issuer, numbering labels, due days, discounts. */
export function SettingsDialog({
  settings,
  onClose,
}: {
  settings: InvoiceSettings | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState(() => toForm(settings));
  const save = useSaveInvoiceSettings();
  const toast = useToast();
  const errors = save.error && isApiError(save.error) ? (save.error.fieldErrors ?? {}) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        ...form,
        dueDays: Number(form.dueDays),
        siblingDiscounts: form.siblingDiscounts
          .split(/[,;\s]+/)
          .filter(Boolean)
          .map(Number),
        exemptions: form.exemptions
          .split('\n')
          .filter((l) => l.trim())
          .map((line) => {
            const [id, percent, ...reason] = line.split(':');
            return {
              studentId: Number(id),
              percent: Number(percent),
              reason: reason.join(':').trim(),
            };
          }),
      },
      {
        onSuccess: (a) => {
          toast.show(a.message, 'success');
          onClose();
        },
      },
    );
  }

  return (
    <Modal open title="Postavke računa" onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        {save.error && (
          <p className="alert alert-error" role="alert">
            {isApiError(save.error) ? save.error.message : 'Greška.'}
          </p>
        )}
        {FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            value={form[key]}
            error={errors[key]}
            onChange={(e) => setForm({ ...form, [key]: e.target.value })}
          />
        ))}
        <TextField
          label="Popust za braću i sestre (%, za 2., 3. … dijete)"
          value={form.siblingDiscounts}
          error={errors.siblingDiscounts}
          placeholder="50, 100"
          onChange={(e) => setForm({ ...form, siblingDiscounts: e.target.value })}
        />
        <label className="field">
          <span className="field-label">
            Oslobođenja i umanjenja (po retku: ID učenika: postotak: razlog)
          </span>
          <textarea
            rows={3}
            value={form.exemptions}
            onChange={(e) => setForm({ ...form, exemptions: e.target.value })}
          />
          {errors.exemptions && <span className="field-error">{errors.exemptions}</span>}
        </label>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Spremam…' : 'Spremi'}
        </button>
      </form>
    </Modal>
  );
}
