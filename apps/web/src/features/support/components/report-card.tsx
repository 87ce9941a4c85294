import { useState } from 'react';
import {
  problemCategoryLabels,
  reportStatuses,
  reportStatusLabels,
  type ProblemCategory,
  type ProblemReport,
  type ReportStatus,
} from '@takt/shared/schemas/support';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/date-format.ts';
import { useSetReportStatus } from '../api/problem-reports.ts';
import { ReplyForm } from './reply-form.tsx';

const categoryLabel = (r: ProblemReport) =>
  r.kind === 'error'
    ? `Greška: ${r.errorKind ?? ''}`
    : (problemCategoryLabels[r.category as ProblemCategory] ?? r.category);

/** One report of the inbox: what, who, where, how often; status and a reply by e-mail. */
export function ReportCard({ report }: { report: ProblemReport }) {
  const toast = useToast();
  const setStatus = useSetReportStatus();
  const [replying, setReplying] = useState(false);
  const titleId = `report-${report.id}-title`;
  const change = async (status: ReportStatus) => {
    try {
      const answer = await setStatus.mutateAsync({ id: report.id, status });
      toast.show(answer.message, 'success');
    } catch (e) {
      toast.show(isApiError(e) ? e.message : 'Greška pri spremanju statusa', 'error');
    }
  };
  return (
    <article className="card stack report-card" aria-labelledby={titleId}>
      <div className="report-card-head">
        <h2 id={titleId} className="report-title">
          {categoryLabel(report)} · {report.subcategory}
        </h2>
        {report.occurrences > 1 && <span className="badge">{`${report.occurrences} puta`}</span>}
      </div>
      <p className="report-description">{report.description}</p>
      {report.steps && <p className="report-steps">{report.steps}</p>}
      <dl className="report-meta">
        <dt>Prijavio/la</dt>
        <dd>
          {report.reporter ? `${report.reporter.ime} ${report.reporter.prezime}` : 'Nepoznato'} (
          {report.reporterRole})
        </dd>
        <dt>Stranica</dt>
        <dd>{report.url || '—'}</dd>
        <dt>Uređaj</dt>
        <dd>{report.deviceInfo || '—'}</dd>
        <dt>Zadnji put</dt>
        <dd>{formatDateTime(report.lastSeenAt)}</dd>
      </dl>
      {report.replies.map((r) => (
        <p key={r.createdAt} className="report-reply">
          <span className="muted">{`Odgovor ${formatDateTime(r.createdAt)}: `}</span>
          {r.message}
        </p>
      ))}
      <div className="report-actions">
        <SelectField
          label="Status"
          value={report.status}
          disabled={setStatus.isPending}
          onChange={(e) => void change(e.target.value as ReportStatus)}
        >
          {reportStatuses.map((s) => (
            <option key={s} value={s}>
              {reportStatusLabels[s]}
            </option>
          ))}
        </SelectField>
        {report.reporter && !replying && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setReplying(true)}
          >
            Odgovori emailom
          </button>
        )}
      </div>
      {replying && <ReplyForm reportId={report.id} onDone={() => setReplying(false)} />}
    </article>
  );
}
