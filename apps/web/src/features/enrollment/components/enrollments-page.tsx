import { useState } from 'react';
import { schoolToday } from '@takt/shared/age';
import { enrollmentMessages as m } from '@takt/shared/enrollment-messages';
import { DASHBOARD_PAGE } from '@takt/shared/schemas/enrollment';
import { LoadFailureNotice } from '../../../components/ui/load-failure-notice.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import {
  dashboardSearch,
  useEnrollmentDashboard,
  useSendEnrollmentReminders,
} from '../api/enrollment-admin.ts';
import { EnrollmentFilterFields, type Filters } from './enrollment-filter-fields.tsx';
import { EnrollmentTable } from './enrollment-table.tsx';
import { EnrollmentYearBar } from './enrollment-year-bar.tsx';
import { OpenEnrollmentForm } from './open-enrollment-form.tsx';
import '../enrollment.css';

/**
 * /enrollments (admins): confirmed versus not yet, by program and mentor, with filters and search;
 * per-row and merged confirmation PDFs, CSV and XLSX, and a reminder to those not enrolled.
 */
export default function EnrollmentsPage() {
  const toast = useToast();
  const [filters, setFilters] = useState<Filters>({ status: 'all' });
  const [editing, setEditing] = useState(false);
  const [openingNext, setOpeningNext] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [limit, setLimit] = useState(DASHBOARD_PAGE);
  const dashboard = useEnrollmentDashboard({ ...filters, limit });
  const remind = useSendEnrollmentReminders();

  if (dashboard.isError) return <LoadFailureNotice onRetry={() => void dashboard.refetch()} />;
  if (!dashboard.data) return <LoadingScreen />;
  const { year, totals, byProgram, byMentor, rows, rowsTotal } = dashboard.data;
  const query = dashboardSearch({ ...filters, ...(year ? { yearId: year.id } : {}) });
  // A year that is over is closed: its agreement can no longer change.
  const closed = !!year && year.schoolYear.endDate < schoolToday();

  async function download(path: string, name: string) {
    setProgress(0);
    try {
      await downloadFile(path, name, setProgress);
    } catch (e) {
      toast.show(isApiError(e) ? e.message : m.pdfFailed, 'error');
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="page stack">
      <h1>Upisi</h1>
      {year && !editing && !openingNext && (
        <EnrollmentYearBar
          shown={year}
          onChoose={(yearId) => {
            setFilters({ ...filters, yearId, programId: undefined, mentorId: undefined });
            setLimit(DASHBOARD_PAGE);
          }}
          onOpenNext={() => setOpeningNext(true)}
        />
      )}
      {openingNext ? (
        <OpenEnrollmentForm
          year={null}
          onCancel={() => setOpeningNext(false)}
          onDone={() => {
            setOpeningNext(false);
            // The dashboard follows the open year again (the new one once it is open).
            setFilters({ status: 'all' });
          }}
        />
      ) : !year || editing ? (
        <OpenEnrollmentForm
          year={year}
          onDone={() => setEditing(false)}
          {...(year ? { onCancel: () => setEditing(false) } : {})}
        />
      ) : (
        <section className="card stack" aria-labelledby="enrollment-summary">
          <h2 id="enrollment-summary">Školska godina {year.schoolYear.name}</h2>
          <div className="enrollment-stats">
            <p className="enrollment-stat">
              <strong>{totals.confirmed}</strong> {m.confirmed}
            </p>
            <p className="enrollment-stat">
              <strong>{totals.pending}</strong> {m.pending}
            </p>
            <p className="enrollment-stat">
              <strong>{totals.students}</strong> učenika
            </p>
          </div>
          <p className="muted">Uvjeti upisa: verzija {year.agreementVersion}</p>
          <div className="row">
            {!closed && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setEditing(true)}
              >
                Uredi uvjete upisa
              </button>
            )}
            <button
              type="button"
              className="button button-secondary"
              disabled={remind.isPending || totals.pending === 0}
              onClick={() =>
                remind.mutate(year.id, {
                  onSuccess: (answer) => toast.show(answer.message, 'success'),
                  onError: () => toast.show(m.saveFailed, 'error'),
                })
              }
            >
              Pošalji podsjetnik neupisanima
            </button>
          </div>
        </section>
      )}
      {year && (
        <>
          <section className="card stack" aria-label="Filtri">
            <EnrollmentFilterFields
              filters={filters}
              onChange={setFilters}
              byProgram={byProgram}
              byMentor={byMentor}
            />
            <div className="row">
              <button
                type="button"
                className="button"
                disabled={progress !== null}
                onClick={() =>
                  void download(`/api/enrollment/confirmations${query}`, 'potvrde-o-upisu.pdf')
                }
              >
                Potvrde (jedan PDF)
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={progress !== null}
                onClick={() =>
                  void download(
                    `/api/enrollment/export${query}${query ? '&' : '?'}format=xlsx`,
                    'upisi.xlsx',
                  )
                }
              >
                Izvoz XLSX
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={progress !== null}
                onClick={() =>
                  void download(
                    `/api/enrollment/export${query}${query ? '&' : '?'}format=csv`,
                    'upisi.csv',
                  )
                }
              >
                Izvoz CSV
              </button>
            </div>
            {progress !== null && (
              <div className="stack-tight">
                <label htmlFor="enrollment-progress">Preuzimanje…</label>
                <progress id="enrollment-progress" max={100} value={progress} />
              </div>
            )}
          </section>
          <EnrollmentTable
            rows={rows}
            onPdf={(id) =>
              void download(
                `/api/enrollment/students/${id}/upis-pdf?yearId=${year.id}`,
                'potvrda.pdf',
              )
            }
          />
          {rowsTotal > rows.length && (
            <div className="row">
              <p className="muted">
                Prikazano {rows.length} od {rowsTotal}.
              </p>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setLimit((l) => l + DASHBOARD_PAGE)}
              >
                Prikaži još
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
