import { useState } from 'react';
import {
  reportStatuses,
  reportStatusLabels,
  type ReportStatus,
} from '@takt/shared/schemas/support';
import { LoadFailureNotice } from '../../../components/ui/load-failure-notice.tsx';
import { useProblemReports } from '../api/problem-reports.ts';
import { ReportCard } from './report-card.tsx';
import '../support.css';

type Filter = ReportStatus | 'all';

/** /admin/prijave-problema: problem and error reports of the school, by status. */
export default function ProblemInboxPage() {
  const [filter, setFilter] = useState<Filter>('new');
  const reports = useProblemReports(filter);
  const counts = reports.data?.counts;
  return (
    <div className="page stack problem-inbox">
      <h1 className="visually-hidden">Prijave problema</h1>
      <div className="inbox-filters" role="group" aria-label="Status prijava">
        {(['all', ...reportStatuses] as Filter[]).map((status) => (
          <button
            key={status}
            type="button"
            className={`button ${filter === status ? '' : 'button-secondary'}`}
            aria-pressed={filter === status}
            onClick={() => setFilter(status)}
          >
            {status === 'all' ? 'Sve' : reportStatusLabels[status]}
            {counts && status !== 'all' && ` (${counts[status]})`}
          </button>
        ))}
      </div>
      {reports.isError && <LoadFailureNotice onRetry={() => void reports.refetch()} />}
      {reports.isPending && <p className="muted">Učitavanje...</p>}
      {reports.data && reports.data.reports.length === 0 && (
        <p className="empty-state">Nema prijava s ovim statusom.</p>
      )}
      <ul className="inbox-list">
        {reports.data?.reports.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} />
          </li>
        ))}
      </ul>
    </div>
  );
}
