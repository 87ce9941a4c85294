import type { InvoiceSummary } from '@takt/shared/schemas/invoices';
import { periodLabel } from '@takt/shared/invoice-periods';
import { formatDate } from '../../../lib/date-format.ts';
import { cents, statusNames } from './admin-format.ts';

interface Props {
  items: InvoiceSummary[];
  onPaid: (invoice: InvoiceSummary) => void;
  onCancel: (invoice: InvoiceSummary) => void;
  onSend: (invoice: InvoiceSummary) => void;
  busy: boolean;
}

/** The admin list's rows: number, student, period, amount, status and what can be done. */
export function InvoiceTable({ items, onPaid, onCancel, onSend, busy }: Props) {
  return (
    <div className="invoice-admin-scroll">
      <table className="invoice-admin-table" aria-label="Računi">
        <thead>
          <tr>
            <th scope="col">Broj</th>
            <th scope="col">Učenik</th>
            <th scope="col">Razdoblje</th>
            <th scope="col" className="num">
              Iznos
            </th>
            <th scope="col">Status</th>
            <th scope="col">Radnje</th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => {
            const open = i.kind === 'invoice' && (i.status === 'issued' || i.status === 'overdue');
            const live = i.kind === 'invoice' && i.status !== 'cancelled';
            return (
              <tr key={i.id}>
                <td>
                  {i.number}
                  {i.kind === 'storno' && <span className="badge">Storno</span>}
                </td>
                <td>{i.studentName}</td>
                <td>{periodLabel(i.period)}</td>
                <td className="num">{cents(i.amountCents)}</td>
                <td>
                  {i.kind === 'invoice' ? statusNames[i.status] : '—'}
                  {!i.pdfReady && <div className="muted">PDF u izradi</div>}
                  {i.emailedAt && (
                    <div className="muted">Poslano e-poštom {formatDate(i.emailedAt)}</div>
                  )}
                </td>
                <td className="invoice-admin-row-actions">
                  {open && (
                    <>
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={`Označi plaćenim račun ${i.number}`}
                        disabled={busy}
                        onClick={() => onPaid(i)}
                      >
                        Plaćeno
                      </button>
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={`Storniraj račun ${i.number}`}
                        onClick={() => onCancel(i)}
                      >
                        Storno
                      </button>
                    </>
                  )}
                  {live && (
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={`Pošalji e-poštom račun ${i.number}`}
                      disabled={busy}
                      onClick={() => onSend(i)}
                    >
                      Pošalji
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
