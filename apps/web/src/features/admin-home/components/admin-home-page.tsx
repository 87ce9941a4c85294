import { Link } from 'react-router';
import '../../../styles/accounts-forms.css';
import '../../../styles/accounts-admin.css';
import { usePendingCount } from '../api/pending-count.ts';
import { JobsCard } from './jobs-card.tsx';
import { MentorLinkCard } from './mentor-link-card.tsx';
import { OutboxList } from './outbox-list.tsx';
import { OverviewCard } from './overview-card.tsx';
import { TransfersCard } from './transfers-card.tsx';
import { UnconfirmedMentorsCard } from './unconfirmed-mentors-card.tsx';

const screens = [
  { to: '/korisnici', label: 'Korisnici' },
  { to: '/mentori', label: 'Mentori' },
  { to: '/programi', label: 'Programi' },
  { to: '/classrooms', label: 'Učionice' },
  { to: '/kalendar', label: 'Školski kalendar' },
  { to: '/racuni-admin', label: 'Računi učenika' },
  { to: '/enrollments', label: 'Upisi' },
  { to: '/delete', label: 'Brisanje podataka' },
  { to: '/korisnici/uvoz', label: 'Uvoz učenika' },
  { to: '/admin/revizija', label: 'Revizijski zapis' },
  { to: '/admin/prijave-problema', label: 'Prijave problema' },
  { to: '/admin/analitika', label: 'Analitika' },
];

/**
 * /admin: the administration home: screens, pending requests, transfers between schools, mentors
 * waiting for confirmation, the mentor link, sent mail, background jobs.
 */
export default function AdminHomePage() {
  const pending = usePendingCount();
  const count = pending.data ?? 0;
  return (
    <div className="page stack">
      <h1>Administracija</h1>
      <nav aria-label="Administracija" className="card stack">
        <h2>Upravljanje</h2>
        <ul className="admin-links">
          <li>
            <Link to="/pending-users">
              <span>Zahtjevi za upis</span>
              {pending.data !== undefined && (
                <span className="count-badge">
                  {count}
                  <span className="visually-hidden"> na čekanju</span>
                </span>
              )}
            </Link>
          </li>
          {screens.map((s) => (
            <li key={s.to}>
              <Link to={s.to}>{s.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <OverviewCard />
      <TransfersCard />
      <UnconfirmedMentorsCard />
      <MentorLinkCard />
      <OutboxList />
      <JobsCard />
    </div>
  );
}
