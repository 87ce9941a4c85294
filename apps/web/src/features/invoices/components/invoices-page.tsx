import { Link } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { formatDate } from '../../../lib/date-format.ts';
import { useSession } from '../../../lib/session.ts';
import { useMyInvoices } from '../api/my-invoices.ts';
import { formatCents, monthLabel, statusLabels } from '../invoice-labels.ts';
import './invoices.css';

/** /racuni: the student's (or parent's) invoices by month, each opening its payment slip. */
export default function InvoicesPage() {
  const { user } = useSession();
  const isStudent = Boolean(user?.isStudent);
  const invoices = useMyInvoices(isStudent);
  const all = invoices.data?.pages.flatMap((p) => p.invoices);
  const unpaid = all?.filter(
    (i) => i.kind === 'invoice' && (i.status === 'issued' || i.status === 'overdue'),
  );

  if (user && !isStudent) {
    // Invoices bill students; the staff has none of their own.
    return (
      <div className="page stack invoices-page">
        <h1>Računi</h1>
        <p className="muted">Računi se izdaju učenicima, pa ovdje nemate svojih računa.</p>
        {user.isAdmin && (
          <p>
            <Link to="/racuni-admin">Otvori račune učenika</Link>
          </p>
        )}
      </div>
    );
  }

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
      {all?.length === 0 && <p className="muted">Nemate računa.</p>}
      {all && all.length > 0 && (
        <ul className="invoice-list" aria-label="Moji računi">
          {all.map((i) => (
            <li key={i.id}>
              <Link className="invoice-row" to={`/racuni/${i.id}`}>
                <span className="invoice-row-main">
                  <strong>
                    {i.kind === 'storno'
                      ? `Storno – ${monthLabel(i.period)}`
                      : monthLabel(i.period)}
                  </strong>
                  <span className="muted">
                    Račun {i.number}
                    {i.kind === 'invoice' ? ` · rok ${formatDate(i.dueDate)}` : ''}
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
      {invoices.hasNextPage && (
        <button
          type="button"
          className="button button-secondary"
          disabled={invoices.isFetchingNextPage}
          onClick={() => void invoices.fetchNextPage()}
        >
          {invoices.isFetchingNextPage ? 'Učitavam…' : 'Učitaj još'}
        </button>
      )}
    </div>
  );
}
