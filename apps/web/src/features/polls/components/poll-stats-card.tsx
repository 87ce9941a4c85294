import { formatPercent } from '../../../lib/number-format.ts';
import { usePollStats } from '../api/poll-stats.ts';

/** Spec §6: mentors see the number of polls, of responses and the share of 'da' answers. */
export function PollStatsCard() {
  const stats = usePollStats(true);
  if (!stats.data) return null;
  return (
    <section className="card poll-stats" aria-labelledby="poll-stats-title">
      <h3 id="poll-stats-title">Statistika anketa</h3>
      <dl className="stats-grid">
        <div>
          <dt>Broj anketa</dt>
          <dd>{stats.data.pollCount}</dd>
        </div>
        <div>
          <dt>Broj odgovora</dt>
          <dd>{stats.data.responseCount}</dd>
        </div>
        <div>
          <dt>Udio odgovora „da”</dt>
          <dd>{formatPercent(stats.data.daShare)}</dd>
        </div>
      </dl>
    </section>
  );
}
