import { Link } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { useMyInvoices } from '../api/my-invoices.ts';
import { formatCents, formatDay, monthLabel, statusLabels } from '../invoice-labels.ts';
import './invoices.css';

/** /racuni: the student's (or parent's) invoices by month, each opening its payment slip. */
export default function InvoicesPage() {
  const invoices = useMyInvoices();
  const unpaid = invoices.data?.filter(
    (i) => i.kind === 'invoice' && (i.status === 'issued' || i.status === 'overdue'),
  );

  return (
    <div className="page stack invoices-page">
      <h1>Računi</h1>
      {invoices.isPending && <LoadingScreen />}
      {invoices.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju računa
        </p>
      )}
      {unpaid && unpaid.length > 0 && (
        <p className="alert invoice-unpaid-banner" role="status">
          Imate neplaćenih računa: {unpaid.length}. Ukupno za platiti{' '}
          {formatCents(unpaid.reduce((sum, i) => sum + i.amountCents, 0))}.
        </p>
      )}
      {invoices.data?.length === 0 && <p className="muted">Nemate računa.</p>}
      {invoices.data && invoices.data.length > 0 && (
        <ul className="invoice-list" aria-label="Moji računi">
          {invoices.data.map((i) => (
            <li key={i.id}>
              <Link className="invoice-row" to={`/racuni/${i.id}`}>
                <span className="invoice-row-main">
                  <strong>{i.kind === 'storno' ? 'Storno' : monthLabel(i.period)}</strong>
                  <span className="muted">
                    Račun {i.number}
                    {i.kind === 'invoice' ? ` · rok ${formatDay(i.dueDate)}` : ''}
                  </span>
                </span>
                <span className="invoice-row-side">
                  <strong>{formatCents(i.amountCents)}</strong>
                  {i.kind === 'invoice' && (
                    <span className={`badge invoice-status invoice-status-${i.status}`}>
                      {statusLabels[i.status]}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
