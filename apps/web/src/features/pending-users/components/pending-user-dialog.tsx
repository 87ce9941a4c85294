import { useId, useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useApprovePendingUser } from '../api/approve-pending-user.ts';
import { useDeclinePendingUser } from '../api/decline-pending-user.ts';
import type { PendingSignup } from '@takt/shared/schemas/signup';
import { PendingUserDetails } from './pending-user-details.tsx';

type Mode = 'view' | 'approve' | 'decline';

const errorText = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? error.message : fallback;

/** A request's every field, with Approve and Decline, each confirmed inside the same dialog. */
export function PendingUserDialog({
  request,
  onClose,
}: {
  request: PendingSignup;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<Mode>('view');
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const toast = useToast();
  const approve = useApprovePendingUser();
  const decline = useDeclinePendingUser();
  const busy = approve.isPending || decline.isPending;
  const name = `${request.ime} ${request.prezime}`;

  const onApprove = () =>
    approve.mutate(request.id, {
      onSuccess: (result) => {
        toast.show(
          `Zahtjev je odobren. Korisničko ime ${result.user.korisnickoIme}, podaci za prijavu poslani su emailom.`,
          'success',
        );
        onClose();
      },
      onError: (error) => toast.show(errorText(error, 'Greška pri odobravanju zahtjeva.'), 'error'),
    });
  const onDecline = () =>
    decline.mutate(
      { id: request.id, reason },
      {
        onSuccess: () => {
          toast.show('Zahtjev je odbijen. Podnositelj je obaviješten emailom.', 'success');
          onClose();
        },
        onError: (error) => toast.show(errorText(error, 'Greška pri odbijanju zahtjeva.'), 'error'),
      },
    );

  return (
    <Modal open title={`Zahtjev: ${name}`} onClose={onClose}>
      <div className="stack">
        {/* The question stands alone, its buttons right below it in view on any phone. */}
        {mode === 'view' && <PendingUserDetails request={request} />}
        {mode === 'approve' && (
          <p className="confirm-message" role="status">
            Jeste li sigurni da želite odobriti zahtjev? Izradit će se račun učenika, a podaci za
            prijavu poslat će se na {request.email}.
          </p>
        )}
        {mode === 'decline' && (
          <div className="field">
            <label htmlFor={reasonId}>Razlog odbijanja (neobavezno)</label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
        )}
        <div className="modal-actions">
          {mode === 'view' ? (
            <>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setMode('decline')}
              >
                Odbij
              </button>
              <button type="button" className="button" onClick={() => setMode('approve')}>
                Odobri
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setMode('view')}
                disabled={busy}
              >
                Odustani
              </button>
              {mode === 'approve' ? (
                <button type="button" className="button" onClick={onApprove} disabled={busy}>
                  {busy ? 'Odobravanje...' : 'Potvrdi odobrenje'}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button-danger"
                  onClick={onDecline}
                  disabled={busy}
                >
                  {busy ? 'Odbijanje...' : 'Potvrdi odbijanje'}
                </button>
              )}
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
