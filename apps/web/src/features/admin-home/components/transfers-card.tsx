import { useState } from 'react';
import type { SchoolTransfer } from '@takt/shared/schemas/profiles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/date-format.ts';
import { useSession } from '../../../lib/session.ts';
import { useAcceptTransfer } from '../api/accept-transfer.ts';
import { useDeclineTransfer } from '../api/decline-transfer.ts';
import { useTransfers } from '../api/transfers.ts';

type Decision = { transfer: SchoolTransfer; accept: boolean };

const studentName = (t: SchoolTransfer) => `${t.student.ime} ${t.student.prezime}`;

/**
 * 'Premještaji učenika': students other schools want to move here (accept or decline) and the
 * school's own requests waiting for the other side. Only the receiving school decides.
 */
export function TransfersCard() {
  const { user } = useSession();
  const transfers = useTransfers();
  const accept = useAcceptTransfer();
  const decline = useDeclineTransfer();
  const toast = useToast();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const incoming = (transfers.data ?? []).filter((t) => t.toSchool.id === user?.schoolId);
  const outgoing = (transfers.data ?? []).filter((t) => t.fromSchool.id === user?.schoolId);
  const busy = accept.isPending || decline.isPending;

  const decide = ({ transfer, accept: yes }: Decision) =>
    (yes ? accept : decline).mutate(transfer.id, {
      onSuccess: (result) => {
        setDeciding(null);
        toast.show(result.message, 'success');
      },
      onError: (error) => {
        setDeciding(null);
        const failed = yes
          ? 'Greška pri prihvaćanju premještaja'
          : 'Greška pri odbijanju premještaja';
        toast.show(isApiError(error) && error.message ? error.message : failed, 'error');
      },
    });

  return (
    <section className="card stack" aria-labelledby="transfers-title">
      <h2 id="transfers-title">Premještaji učenika</h2>
      {transfers.isPending && <p role="status">Učitavanje...</p>}
      {transfers.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju podataka
        </p>
      )}
      {transfers.data?.length === 0 && <p className="muted">Nema zahtjeva za premještaj.</p>}
      {incoming.length > 0 && (
        <>
          <h3 className="admin-subheading">Dolaze u vašu školu</h3>
          <ul className="item-list" aria-label="Premještaji u vašu školu">
            {incoming.map((t) => (
              <li key={t.id} className="item-row">
                <div>
                  <h4 className="item-title">{studentName(t)}</h4>
                  <p className="muted">
                    Iz škole {t.fromSchool.name} · zatraženo {formatDate(t.createdAt)}
                  </p>
                </div>
                <div className="row">
                  <button
                    type="button"
                    className="button"
                    aria-label={`Prihvati premještaj: ${studentName(t)}`}
                    onClick={() => setDeciding({ transfer: t, accept: true })}
                  >
                    Prihvati
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Odbij premještaj: ${studentName(t)}`}
                    onClick={() => setDeciding({ transfer: t, accept: false })}
                  >
                    Odbij
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {outgoing.length > 0 && (
        <>
          <h3 className="admin-subheading">Odlaze iz vaše škole</h3>
          <ul className="item-list" aria-label="Premještaji iz vaše škole">
            {outgoing.map((t) => (
              <li key={t.id} className="item-row">
                <div>
                  <h4 className="item-title">{studentName(t)}</h4>
                  <p className="muted">
                    U školu {t.toSchool.name} · čeka odluku te škole od {formatDate(t.createdAt)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {deciding && (
        <ConfirmDialog
          title={deciding.accept ? 'Prihvaćanje premještaja' : 'Odbijanje premještaja'}
          message={
            deciding.accept
              ? `Prihvatiti premještaj učenika ${studentName(deciding.transfer)} iz škole ` +
                `${deciding.transfer.fromSchool.name} u vašu školu? Programi, načini pohađanja ` +
                'i mentori iz prethodne škole ne prelaze s učenikom.'
              : `Odbiti premještaj učenika ${studentName(deciding.transfer)} iz škole ` +
                `${deciding.transfer.fromSchool.name}? Učenik ostaje u svojoj školi.`
          }
          confirmLabel={deciding.accept ? 'Prihvati' : 'Odbij'}
          tone={deciding.accept ? 'default' : 'danger'}
          busy={busy}
          onConfirm={() => decide(deciding)}
          onCancel={() => setDeciding(null)}
        />
      )}
    </section>
  );
}
