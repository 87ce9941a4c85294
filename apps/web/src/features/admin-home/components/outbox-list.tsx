import type { OutboxMail } from '@takt/shared/schemas/mail';
import { formatDateTime } from '../../../lib/date-format.ts';
import { useOutbox } from '../api/outbox.ts';

const statusLabels: Record<OutboxMail['status'], string> = {
  pending: 'Čeka slanje',
  sent: 'Poslano',
  logged: 'Zapisano (bez SMTP poslužitelja)',
};

/** 'Poslana pošta': the school's outbox, newest first, each mail's text behind a toggle. */
export function OutboxList() {
  const outbox = useOutbox();
  return (
    <section className="card stack" aria-labelledby="outbox-title">
      <div className="section-header">
        <h2 id="outbox-title">Poslana pošta</h2>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
        >
          {outbox.isFetching ? 'Osvježavanje...' : 'Osvježi'}
        </button>
      </div>
      {outbox.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju podataka
        </p>
      )}
      {outbox.data?.length === 0 && <p className="muted">Još nema poslane pošte.</p>}
      {outbox.data && outbox.data.length > 0 && (
        <ul className="item-list" aria-label="Poslana pošta">
          {outbox.data.map((mail) => (
            <li key={mail.id} className="item-row outbox-item">
              <div className="stack-tight">
                <h3 className="item-title">{mail.subject}</h3>
                <p className="muted">
                  {mail.to} · {formatDateTime(mail.createdAt)} ·{' '}
                  {statusLabels[mail.status] ?? mail.status}
                </p>
                {mail.lastError && <p className="field-error">{mail.lastError}</p>}
                <details>
                  <summary>Prikaži sadržaj</summary>
                  <pre className="mail-body">{mail.text}</pre>
                </details>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
