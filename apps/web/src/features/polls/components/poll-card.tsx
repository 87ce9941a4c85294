import type { Poll } from '@takt/shared/schemas/polls';
import { formatDateTime } from '../../../lib/date-format.ts';
import { isPollExpired } from '../poll-time.ts';
import { votersByOption } from '../poll-voters.ts';
import { PollVoteForm } from './poll-vote-form.tsx';

interface PollCardProps {
  poll: Poll;
  userId: number;
  now: number;
  onDelete: (poll: Poll) => void;
  deleting: boolean;
}

/** One poll: end date, 'Isteklo' once past it, voting, answers and who gave them for mentors. */
export function PollCard({ poll, userId, now, onDelete, deleting }: PollCardProps) {
  const expired = isPollExpired(poll.endDate, now);
  const headingId = `poll-${poll.id}-question`;
  const voters = poll.stats ? votersByOption(poll) : null;

  return (
    <article className="card poll-card" aria-labelledby={headingId}>
      <header className="card-header">
        <h3 id={headingId}>
          {poll.question} {expired && <span className="badge badge-expired">Isteklo</span>}
        </h3>
        <p className="card-meta muted">
          {poll.creator.ime} {poll.creator.prezime} · Završava:{' '}
          <time dateTime={poll.endDate}>{formatDateTime(poll.endDate)}</time>
        </p>
      </header>
      <PollVoteForm poll={poll} expired={expired} now={now} />
      {poll.stats && (
        <div className="poll-results">
          <h4>Odgovori ({poll.stats.responseCount})</h4>
          <ul>
            {poll.options.map((option) => {
              const names = voters?.get(option) ?? [];
              return (
                <li key={option}>
                  {option}: <strong>{poll.stats?.counts[option.toLowerCase()] ?? 0}</strong>
                  {names.length > 0 && <p className="poll-voters muted">{names.join(', ')}</p>}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {poll.creatorId === userId && (
        <div className="row card-actions">
          <button
            type="button"
            className="button button-danger"
            disabled={deleting}
            onClick={() => onDelete(poll)}
            aria-label={`Obriši anketu: ${poll.question}`}
          >
            Obriši anketu
          </button>
        </div>
      )}
    </article>
  );
}
