import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date-format.ts';
import { useAdminOverview } from '../api/overview.ts';

/** Counts that link to their lists, and the latest entries of the audit log. */
export function OverviewCard() {
  const overview = useAdminOverview();
  const c = overview.data?.counts;
  const counts: [string, number | undefined, string][] = [
    ['Zahtjevi za upis', c?.pendingSignups, '/pending-users'],
    ['Učenici', c?.students, '/korisnici'],
    ['Učenici bez mentora', c?.studentsWithoutMentor, '/korisnici?noMentor=1'],
    ['Upis nije potvrđen', c?.notEnrolled, '/korisnici?notEnrolled=1'],
    ['Neplaćeni računi', c?.unpaidInvoices, '/racuni-admin'],
    ['Prijave problema', c?.openProblemReports, '/admin/prijave-problema'],
    ['Mentori', c?.mentors, '/mentori'],
    ['Programi', c?.programs, '/programi'],
    ['Neaktivni računi', c?.inactive, '/korisnici?status=inactive'],
  ];
  return (
    <section className="card stack" aria-labelledby="overview-title">
      <h2 id="overview-title">Pregled</h2>
      {overview.isError && <p className="alert alert-error">Greška pri dohvaćanju podataka</p>}
      <ul className="admin-links">
        {counts.map(([label, n, to]) => (
          <li key={label}>
            <Link to={to}>
              <span>{label}</span>
              <span className="count-badge">{n ?? '…'}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h3>Nedavne radnje</h3>
      {overview.data?.recent.length === 0 && <p className="muted">Nema zapisa.</p>}
      <ul className="item-list">
        {overview.data?.recent.map((e) => (
          <li key={e.id} className="muted">
            {formatDateTime(e.createdAt)} ·{' '}
            {e.actor ? `${e.actor.ime} ${e.actor.prezime}` : 'Sustav'}: {e.label}
            {e.subject && ` (${e.subject.ime} ${e.subject.prezime})`}
          </li>
        ))}
      </ul>
      <Link to="/admin/revizija">Revizijski zapis</Link>
    </section>
  );
}
