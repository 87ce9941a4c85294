import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { useMentorSignupToken } from '../api/mentor-signup-link.ts';
import { useRotateMentorSignupToken } from '../api/rotate-mentor-signup-link.ts';

/** The school's hidden mentor registration link: shown in full, copied, or replaced. */
export function MentorLinkCard() {
  const token = useMentorSignupToken();
  const rotate = useRotateMentorSignupToken();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();
  const link = token.data ? `${window.location.origin}/signup/${token.data}` : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.show('Poveznica je kopirana.', 'success');
    } catch {
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      input?.select();
      toast.show('Kopiranje nije uspjelo. Poveznica je označena, kopirajte je ručno.', 'info');
    }
  };
  const onRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.show('Izrađena je nova poveznica. Stara više ne vrijedi.', 'success');
      },
      onError: () => toast.show('Greška pri izradi nove poveznice.', 'error'),
    });

  return (
    <section className="card stack" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Poveznica za registraciju mentora</h2>
      <p className="muted">
        Pošaljite ovu poveznicu novim mentorima. Tko je ima, može se registrirati kao mentor vaše
        škole.
      </p>
      {token.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju podataka
        </p>
      )}
      <div className="field">
        <label htmlFor={inputId}>Poveznica</label>
        <div className="copy-box">
          <input
            id={inputId}
            type="text"
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
          />
          <button type="button" className="button" onClick={() => void copy()} disabled={!link}>
            Kopiraj poveznicu
          </button>
        </div>
      </div>
      <button
        type="button"
        className="button button-secondary align-start"
        onClick={() => setConfirming(true)}
        disabled={!link}
      >
        Izradi novu poveznicu
      </button>
      {confirming && (
        <ConfirmDialog
          title="Nova poveznica"
          message="Jeste li sigurni? Trenutna poveznica prestat će vrijediti i mentori koji je još nisu iskoristili trebat će novu."
          confirmLabel={rotate.isPending ? 'Izrada...' : 'Izradi novu'}
          tone="default"
          busy={rotate.isPending}
          onConfirm={onRotate}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
