import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useConfirmLink, useSendLinkCode } from '../api/account-links.ts';

/** Confirms the siblings' link with a six-digit code sent to the shared e-mail. */
export function LinkConfirmation({ codePending }: { codePending: boolean }) {
  const toast = useToast();
  const send = useSendLinkCode();
  const confirm = useConfirmLink();
  const [code, setCode] = useState('');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const fail = (e: unknown) =>
    setNote({ ok: false, text: isApiError(e) ? e.message : 'Greška. Pokušajte ponovno.' });
  return (
    <div className="stack link-confirmation">
      <p className="muted">
        Potvrdite da su računi iste obitelji i prebacujte se između njih bez lozinke: kôd šaljemo na
        zajedničku email adresu.
      </p>
      {note && (
        <p
          className={`alert ${note.ok ? 'alert-success' : 'alert-error'}`}
          role={note.ok ? 'status' : 'alert'}
        >
          {note.text}
        </p>
      )}
      <button
        type="button"
        className="button button-secondary"
        disabled={send.isPending}
        onClick={() =>
          send.mutateAsync().then((answer) => setNote({ ok: true, text: answer.message }), fail)
        }
      >
        {codePending ? 'Pošalji novi kôd' : 'Pošalji kôd na email'}
      </button>
      {(codePending || send.isSuccess) && (
        <form
          className="row link-code-form"
          onSubmit={(event) => {
            event.preventDefault();
            confirm
              .mutateAsync(code.trim())
              .then((answer) => toast.show(answer.message, 'success'), fail);
          }}
        >
          <TextField
            label="Kôd iz emaila"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="button" disabled={confirm.isPending}>
            Potvrdi
          </button>
        </form>
      )}
    </div>
  );
}
