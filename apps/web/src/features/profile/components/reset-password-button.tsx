import { useState } from 'react';
import { useToast } from '../../../components/ui/toast-context.ts';
import { useResetStudentPassword } from '../api/reset-password.ts';

/** Staff only: 'Resetiraj lozinku' turns into a confirm/cancel pair (spec §4). */
export function ResetPasswordButton({ userId, email }: { userId: number; email: string }) {
  const [asking, setAsking] = useState(false);
  const reset = useResetStudentPassword();
  const toast = useToast();
  if (!asking) {
    return (
      <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
        Resetiraj lozinku
      </button>
    );
  }
  return (
    <span className="row confirm-pair" role="group" aria-label="Resetiranje lozinke">
      <button
        type="button"
        className="button button-danger-solid"
        disabled={reset.isPending}
        onClick={() =>
          reset.mutate(
            { userId, email },
            {
              onSuccess: () => toast.show('Nova lozinka je poslana na email.', 'success'),
              onError: () => toast.show('Greška pri resetiranju lozinke.', 'error'),
              onSettled: () => setAsking(false),
            },
          )
        }
      >
        {reset.isPending ? 'Slanje...' : 'Potvrdi reset lozinke'}
      </button>
      <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
        Odustani
      </button>
    </span>
  );
}
