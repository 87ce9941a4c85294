import { useState } from 'react';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import '../../../styles/accounts-forms.css';
import '../../../styles/accounts-admin.css';
import { usePendingUsers } from '../api/pending-users.ts';
import { formatDateTime } from '../../../lib/date-format.ts';
import { PendingUserDialog } from './pending-user-dialog.tsx';

/** /pending-users: the school's sign-up requests waiting for an administrator. */
export default function PendingUsersPage() {
  const requests = usePendingUsers();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = requests.data?.find((r) => r.id === openId);

  return (
    <div className="page stack">
      <h1>Zahtjevi za upis</h1>
      {requests.isPending && <LoadingScreen />}
      {requests.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju podataka
        </p>
      )}
      {requests.data?.length === 0 && <p className="muted">Nema zahtjeva koji čekaju odobrenje.</p>}
      {requests.data && requests.data.length > 0 && (
        <ul className="item-list" aria-label="Zahtjevi koji čekaju odobrenje">
          {requests.data.map((r) => (
            <li key={r.id} className="item-row">
              <div>
                <h2 className="item-title">
                  {r.ime} {r.prezime}
                </h2>
                <p className="muted">
                  {r.email} · {r.program?.naziv ?? 'bez programa'}
                  {r.maloljetniClan ? ' · maloljetni član' : ''}
                </p>
                <p className="muted">Zaprimljeno {formatDateTime(r.createdAt)}</p>
              </div>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setOpenId(r.id)}
                aria-label={`Detalji zahtjeva: ${r.ime} ${r.prezime}`}
              >
                Detalji
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && <PendingUserDialog request={open} onClose={() => setOpenId(null)} />}
    </div>
  );
}
