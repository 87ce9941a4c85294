import { periodLabel } from '@takt/shared/invoice-periods';
import { usePdfProgress } from '../api/invoice-run.ts';

/** The PDFs of a run, made in the background: how many are ready (asked every second). */
export function IssueProgress({ period, message }: { period: string; message: string }) {
  const progress = usePdfProgress(period, true);
  const data = progress.data;
  const done = data ? data.ready >= data.total : false;
  return (
    <div className="stack" role="status" aria-live="polite">
      <p className="alert alert-success">{message}</p>
      {data && (
        <>
          <label className="field">
            <span className="field-label">
              PDF-ovi za {periodLabel(period)}: {data.ready} / {data.total}
            </span>
            <progress max={Math.max(1, data.total)} value={data.ready} />
          </label>
          <p className="muted">
            {done
              ? 'Svi PDF-ovi su izrađeni.'
              : 'PDF-ovi se izrađuju u pozadini; prozor možete zatvoriti.'}
          </p>
        </>
      )}
    </div>
  );
}
