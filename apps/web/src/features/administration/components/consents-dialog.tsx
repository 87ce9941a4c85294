import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/date-format.ts';
import { useConsents, useSetConsent } from '../api/consents.ts';

/** A student's consents per purpose: who gave them and when; given or withdrawn here. */
export function ConsentsDialog({
  userId,
  name,
  onClose,
}: {
  userId: number;
  name: string;
  onClose: () => void;
}) {
  const consents = useConsents(userId);
  const save = useSetConsent(userId);
  const toast = useToast();
  const [parentName, setParentName] = useState('');
  const data = consents.data;
  return (
    <Modal open title={`Privole – ${name}`} onClose={onClose} width="narrow">
      <div className="stack">
        {consents.isError && <p className="alert alert-error">Greška pri dohvaćanju podataka</p>}
        {data?.parentRequired && (
          <TextField
            label="Roditelj/skrbnik koji daje privolu"
            value={parentName}
            onChange={(e) => setParentName(e.target.value)}
          />
        )}
        <ul className="item-list">
          {data?.consents.map((c) => (
            <li key={c.purpose} className="item-row">
              <div className="stack-tight">
                <strong>{c.label}</strong>
                <span className="muted">
                  {c.granted
                    ? `Dano ${formatDate(c.givenAt)}${c.givenByParent ? ` (roditelj: ${c.givenByParent})` : ''}, verzija ${c.version}`
                    : c.withdrawnAt
                      ? `Povučeno ${formatDate(c.withdrawnAt)}`
                      : 'Nije dano'}
                </span>
              </div>
              <button
                type="button"
                className="button button-secondary"
                disabled={save.isPending}
                onClick={() =>
                  save.mutate(
                    {
                      purpose: c.purpose,
                      granted: !c.granted,
                      ...(parentName ? { parentName } : {}),
                    },
                    {
                      onSuccess: (answer) => toast.show(answer.message, 'success'),
                      onError: (error) =>
                        toast.show(
                          isApiError(error) ? error.message : 'Greška pri spremanju podataka.',
                          'error',
                        ),
                    },
                  )
                }
              >
                {c.granted ? 'Povuci' : 'Zabilježi privolu'}
                <span className="visually-hidden"> – {c.label}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
