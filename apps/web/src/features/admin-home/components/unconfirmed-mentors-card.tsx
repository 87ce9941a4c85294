import { useState } from 'react';
import { accountMessages } from '@takt/shared/account-messages';
import type { UnconfirmedMentor } from '@takt/shared/schemas/user';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/date-format.ts';
import { useConfirmMentor } from '../api/confirm-mentor.ts';
import { useUnconfirmedMentors } from '../api/unconfirmed-mentors.ts';

const fullName = (m: UnconfirmedMentor) => `${m.ime} ${m.prezime}`;

/**
 * 'Mentori koji čekaju potvrdu': who registered through the school's link sees no student data
 * until an admin confirms they really teach here.
 */
export function UnconfirmedMentorsCard() {
  const mentors = useUnconfirmedMentors();
  const confirm = useConfirmMentor();
  const toast = useToast();
  const [confirming, setConfirming] = useState<UnconfirmedMentor | null>(null);
  const list = mentors.data?.pages.flatMap((page) => page.mentors) ?? [];

  const onConfirm = (mentor: UnconfirmedMentor) =>
    confirm.mutate(mentor.id, {
      onSuccess: () => {
        setConfirming(null);
        toast.show(accountMessages.mentorConfirmed, 'success');
      },
      onError: (error) => {
        setConfirming(null);
        toast.show(
          isApiError(error) && error.message ? error.message : 'Greška pri potvrdi mentora',
          'error',
        );
      },
    });

  return (
    <section className="card stack" aria-labelledby="unconfirmed-mentors-title">
      <h2 id="unconfirmed-mentors-title">Mentori koji čekaju potvrdu</h2>
      <p className="muted">
        Mentori registrirani putem poveznice ne vide podatke o učenicima dok ih ne potvrdite.
      </p>
      {mentors.isPending && <p role="status">Učitavanje...</p>}
      {mentors.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju podataka
        </p>
      )}
      {mentors.isSuccess && list.length === 0 && (
        <p className="muted">Nema mentora koji čekaju potvrdu.</p>
      )}
      {list.length > 0 && (
        <ul className="item-list" aria-label="Mentori koji čekaju potvrdu">
          {list.map((m) => (
            <li key={m.id} className="item-row">
              <div>
                <h3 className="item-title">{fullName(m)}</h3>
                <p className="muted">
                  {m.korisnickoIme} · {m.email} · registriran {formatDate(m.createdAt)}
                </p>
              </div>
              <button
                type="button"
                className="button"
                aria-label={`Potvrdi mentora: ${fullName(m)}`}
                onClick={() => setConfirming(m)}
              >
                Potvrdi
              </button>
            </li>
          ))}
        </ul>
      )}
      {mentors.hasNextPage && (
        <button
          type="button"
          className="button button-secondary load-more"
          disabled={mentors.isFetchingNextPage}
          onClick={() => void mentors.fetchNextPage()}
        >
          {mentors.isFetchingNextPage ? 'Učitavanje...' : 'Učitaj još'}
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title="Potvrda mentora"
          message={
            `Potvrditi mentora ${fullName(confirming)}? Nakon potvrde mentor vidi podatke ` +
            'svojih učenika.'
          }
          confirmLabel="Potvrdi"
          tone="default"
          busy={confirm.isPending}
          onConfirm={() => onConfirm(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
