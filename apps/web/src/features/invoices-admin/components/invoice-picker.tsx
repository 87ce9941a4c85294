import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useInvoiceSearch } from '../api/invoice-search.ts';
import { cents } from './admin-format.ts';

export interface PickedInvoice {
  id: number;
  label: string;
}

interface Props {
  /** What the payment says, read out with the field. */
  payment: string;
  picked: PickedInvoice | null;
  onPick: (invoice: PickedInvoice | null) => void;
}

/**
 * Matches an unmatched payment by hand: the admin searches by invoice number, student's name or
 * reference and picks an unpaid invoice from the hits.
 */
export function InvoicePicker({ payment, picked, onPick }: Props) {
  const [q, setQ] = useState('');
  const search = useInvoiceSearch(q);
  const hits = (search.data?.items ?? []).filter(
    (i) => i.kind === 'invoice' && (i.status === 'issued' || i.status === 'overdue'),
  );

  if (picked) {
    return (
      <div className="invoice-picked">
        <span>{picked.label}</span>
        <button
          type="button"
          className="button button-secondary"
          aria-label={`Ukloni odabrani račun za uplatu: ${payment}`}
          onClick={() => onPick(null)}
        >
          Ukloni
        </button>
      </div>
    );
  }
  return (
    <div className="stack invoice-picker">
      <TextField
        label="Pronađi račun (broj, učenik ili poziv na broj)"
        type="search"
        value={q}
        autoComplete="off"
        onChange={(e) => setQ(e.target.value)}
      />
      {q.trim().length >= 2 && search.data && hits.length === 0 && (
        <p className="muted">Nema neplaćenog računa za tu pretragu.</p>
      )}
      {q.trim().length >= 2 && hits.length > 0 && (
        <ul className="invoice-picker-hits" aria-label={`Računi za uplatu: ${payment}`}>
          {hits.map((i) => {
            const label = `${i.number} · ${i.studentName} · ${cents(i.amountCents)}`;
            return (
              <li key={i.id}>
                <span>{label}</span>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`Poveži s računom ${i.number} (${i.studentName})`}
                  onClick={() => onPick({ id: i.id, label })}
                >
                  Poveži
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
