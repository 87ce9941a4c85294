import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useLinkedAccounts } from '../api/linked-accounts.ts';

/**
 * Students with more than one account on their e-mail (siblings): a show/hide list, each row a
 * link to /login?prefill={username}. Following it ends this session first, so the login form
 * opens (a signed-in visitor would be sent on to /user).
 */
export function LinkedAccountsCard() {
  const { logout } = useSession();
  const [open, setOpen] = useState(false);
  const accounts = useLinkedAccounts(true);
  if (!accounts.data || accounts.data.length < 2) return null;
  return (
    <section className="card stack" aria-labelledby="linked-accounts-title">
      <div className="row profile-card-head">
        <h2 id="linked-accounts-title">Povezani računi</h2>
        <button
          type="button"
          className="button button-secondary profile-button-small"
          aria-expanded={open}
          aria-controls="linked-accounts-list"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Sakrij' : 'Prikaži'}
        </button>
      </div>
      {open && (
        <ul id="linked-accounts-list" className="editor-list">
          {accounts.data.map((a) => {
            const href = `/login?prefill=${encodeURIComponent(a.korisnickoIme)}`;
            return (
              <li key={a.id} className="editor-list-row">
                <span className="editor-list-name">
                  {a.ime} {a.prezime} <span className="muted">({a.korisnickoIme})</span>
                </span>
                {a.isCurrent ? (
                  <span className="muted">Trenutni račun</span>
                ) : (
                  <Link
                    to={href}
                    onClick={async (event) => {
                      event.preventDefault();
                      await logout();
                      // A fresh load: the session is gone, so /login shows the form prefilled.
                      window.location.assign(href);
                    }}
                  >
                    {`Prijavi se kao ${a.korisnickoIme}`}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
