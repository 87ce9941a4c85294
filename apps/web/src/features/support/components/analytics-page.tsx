import { useState } from 'react';
import type { AnalyticsMetric } from '@takt/shared/schemas/analytics';
import { LoadFailureNotice } from '../../../components/ui/load-failure-notice.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatDate } from '../../../lib/date-format.ts';
import { useAnalyticsSummary } from '../api/analytics-summary.ts';
import '../support.css';

const metricLabels: Record<AnalyticsMetric, string> = {
  LCP: 'Učitavanje (LCP)',
  INP: 'Odziv (INP)',
  CLS: 'Pomicanje (CLS)',
  session: 'Aktivno vrijeme',
};
const unit = (metric: AnalyticsMetric, value: number) =>
  metric === 'CLS'
    ? value.toLocaleString('hr-HR', { maximumFractionDigits: 3 })
    : metric === 'session'
      ? `${Math.round(value)} s`
      : `${Math.round(value).toLocaleString('hr-HR')} ms`;

/** /admin/analitika: how fast pages are for the school (p75) and how many sessions a day. */
export default function AnalyticsPage() {
  const [days, setDays] = useState(30);
  const summary = useAnalyticsSummary(days);
  const data = summary.data;
  return (
    <div className="page stack analytics-page">
      <h1 className="visually-hidden">Analitika</h1>
      <p className="muted">
        Samo od osoba koje su pristale na analitiku; bez podataka o osobi. Prikazan je 75. percentil
        (p75) po stranici.
      </p>
      <SelectField label="Razdoblje" value={days} onChange={(e) => setDays(Number(e.target.value))}>
        <option value={7}>Zadnjih 7 dana</option>
        <option value={30}>Zadnjih 30 dana</option>
        <option value={90}>Zadnjih 90 dana</option>
      </SelectField>
      {summary.isError && <LoadFailureNotice onRetry={() => void summary.refetch()} />}
      {data && (
        <>
          <section className="card stack" aria-labelledby="analytics-pages">
            <h2 id="analytics-pages">Brzina po stranici</h2>
            {data.pages.length === 0 ? (
              <p className="empty-state">Još nema podataka.</p>
            ) : (
              <ul className="analytics-list">
                {data.pages.map((row) => (
                  <li key={`${row.route}-${row.metric}`}>
                    <span className="analytics-route">{row.route}</span>
                    <span>{metricLabels[row.metric]}</span>
                    <strong>{unit(row.metric, row.p75)}</strong>
                    <span className="muted">{`${row.samples} mjerenja`}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="card stack" aria-labelledby="analytics-days">
            <h2 id="analytics-days">Aktivni korisnici po danu</h2>
            {data.activeByDay.length === 0 ? (
              <p className="empty-state">Još nema podataka.</p>
            ) : (
              <ul className="analytics-list">
                {data.activeByDay.map((row) => (
                  <li key={row.day}>
                    <span>{formatDate(row.day)}</span>
                    <strong>{`${row.sessions} sesija`}</strong>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
