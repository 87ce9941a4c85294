import { useId } from 'react';
import { messages } from '@takt/shared/messages';

interface LoadFailureNoticeProps {
  onRetry: () => void;
  /** page: stands for a whole screen (with its heading); inline: one part of a screen. */
  variant?: 'page' | 'inline';
}

const reloadApp = () => window.location.reload();

/**
 * Shown where a screen or a part of it could not be loaded (offline, or the app was updated
 * meanwhile): says so and offers to try again, while the rest of the app stays usable.
 */
export function LoadFailureNotice({ onRetry, variant = 'page' }: LoadFailureNoticeProps) {
  const headingId = useId();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const text = offline
    ? messages.networkError
    : 'Provjerite internetsku vezu i pokušajte ponovno. Ako se greška ponavlja, aplikacija je možda u međuvremenu ažurirana: ponovno je učitajte.';
  const actions = (
    <div className="row">
      <button type="button" className="button" onClick={onRetry}>
        Pokušaj ponovno
      </button>
      <button type="button" className="button button-secondary" onClick={reloadApp}>
        Ponovno učitaj aplikaciju
      </button>
    </div>
  );
  if (variant === 'inline') {
    return (
      <div className="stack">
        <p className="alert alert-error" role="alert">
          Sadržaj nije moguće učitati. {text}
        </p>
        {actions}
      </div>
    );
  }
  return (
    <div className="page">
      <section className="card stack load-failure" aria-labelledby={headingId}>
        <h1 id={headingId}>
          {offline ? 'Niste povezani s internetom' : 'Stranicu nije moguće učitati'}
        </h1>
        <p role="alert">{text}</p>
        {actions}
      </section>
    </div>
  );
}
