import type { QueuedRequest } from '../../lib/offline-queue.ts';
import { formatDateTime } from '../../lib/date-format.ts';

/** What a queued write was, as the person knows it (by its address; the rest is 'Zahtjev'). */
const kinds: [RegExp, string][] = [
  [/^\/api\/posts(\/\d+)?$/, 'Objava'],
  [/^\/api\/polls\/\d+\/vote$/, 'Glas u anketi'],
  [/^\/api\/polls(\/\d+)?$/, 'Anketa'],
  [/^\/api\/chats\//, 'Poruka u chatu'],
  [/^\/api\/update-korisnik\/\d+$/, 'Promjena profila'],
  [/^\/api\/user\/reminder-settings$/, 'Postavke podsjetnika'],
  [/^\/api\/notifications\//, 'Obavijesti'],
];

export function describeQueued(request: Pick<QueuedRequest, 'url' | 'method'>): string {
  const path = request.url.split('?')[0] ?? request.url;
  const kind = kinds.find(([pattern]) => pattern.test(path))?.[1] ?? 'Zahtjev';
  return request.method === 'DELETE' ? `${kind} (brisanje)` : kind;
}

/**
 * Writes saved offline that the server refused when they were sent (the post was deleted
 * meanwhile, the poll ended): listed until the person has read them, never dropped silently.
 */
export function FailedReplays({
  items,
  onDismiss,
}: {
  items: QueuedRequest[];
  onDismiss: () => void;
}) {
  if (items.length === 0) return null;
  return (
    <div className="replay-failures" role="alert">
      <p>
        <strong>Neki zahtjevi spremljeni bez veze nisu prihvaćeni:</strong>
      </p>
      <ul>
        {items.map((r) => (
          <li key={r.id}>
            {describeQueued(r)}, spremljeno {formatDateTime(r.queuedAt)}:{' '}
            {r.failed?.message ?? 'Zahtjev nije prihvaćen.'}
          </li>
        ))}
      </ul>
      <button type="button" className="button button-secondary" onClick={onDismiss}>
        U redu
      </button>
    </div>
  );
}
