import { useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useAccountLinks, useSwitchAccount } from '../api/account-links.ts';
import { LinkConfirmation } from './link-confirmation.tsx';

/**
 * Students with more than one account on their e-mail (siblings): a show/hide list. Once the
 * family confirmed the link with a code sent to that e-mail, each row switches accounts without
 * a password; before that it leads to /login?prefill={username} (ending this session first).
 */
export function LinkedAccountsCard() {
  const { logout, signIn } = useSession();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const links = useAccountLinks(true);
  const switchTo = useSwitchAccount();
  const accounts = links.data?.accounts ?? [];
  if (accounts.length < 2) return null;
  const confirmed = links.data?.confirmed === true;

  const become = async (userId: number) => {
    try {
      await signIn(await switchTo.mutateAsync(userId));
      window.location.assign('/user');
    } catch (e) {
      toast.show(isApiError(e) ? e.message : 'Prebacivanje nije uspjelo.', 'error');
    }
  };

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
        <div id="linked-accounts-list" className="stack">
          <ul className="editor-list">
            {accounts.map((a) => {
              const href = `/login?prefill=${encodeURIComponent(a.korisnickoIme)}`;
              return (
                <li key={a.id} className="editor-list-row linked-account-row">
                  <span className="editor-list-name">
                    {a.ime} {a.prezime} <span className="muted">({a.korisnickoIme})</span>
                  </span>
                  {a.isCurrent ? (
                    <span className="muted">Trenutni račun</span>
                  ) : confirmed ? (
                    <button
                      type="button"
                      className="button profile-button-small"
                      disabled={switchTo.isPending}
                      onClick={() => void become(a.id)}
                    >
                      {`Prebaci na ${a.ime}`}
                    </button>
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
          {!confirmed && <LinkConfirmation codePending={links.data?.codePending === true} />}
        </div>
      )}
    </section>
  );
}
