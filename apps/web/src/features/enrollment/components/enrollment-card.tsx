import { useState } from 'react';
import { Link } from 'react-router';
import { schoolToday } from '@takt/shared/age';
import { enrollmentMessages as m } from '@takt/shared/enrollment-messages';
import { useToast } from '../../../components/ui/toast-context.ts';
import { formatDate } from '../../../lib/date-format.ts';
import { downloadFile } from '../../../lib/download.ts';
import { useEnrollmentCurrent } from '../api/enrollment-current.ts';
import '../enrollment.css';

/**
 * The profile's enrollment card (spec §4): 'Čeka potvrdu' with a link to /enroll, or 'Upis
 * potvrđen' / 'Aktivno' with the date and the confirmation PDF. Students, June to December.
 */
export function EnrollmentCard() {
  const { data } = useEnrollmentCurrent();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (!data?.showCard || !data.schoolYear) return null;
  const enrollment = data.enrollment;
  const started = data.schoolYear.startDate <= schoolToday();

  async function download() {
    setBusy(true);
    try {
      await downloadFile('/api/enrollment/my/upis-pdf', 'potvrda-o-upisu.pdf');
      toast.show(m.pdfGenerated, 'success');
    } catch {
      toast.show(m.pdfFailed, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card stack enrollment-card" aria-labelledby="enrollment-card-title">
      <h2 id="enrollment-card-title">Upis {data.schoolYear.name}</h2>
      {enrollment ? (
        <>
          <p>
            <span className="status-pill status-pill-ok">{started ? m.active : m.confirmed}</span>{' '}
            {formatDate(enrollment.acceptedAt)}
          </p>
          <div className="row">
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => void download()}
            >
              Preuzmi potvrdu (PDF)
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            <span className="status-pill status-pill-wait">{m.pending}</span>
          </p>
          <Link className="button" to="/enroll">
            {m.enrollLink}
          </Link>
        </>
      )}
    </section>
  );
}
