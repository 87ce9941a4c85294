import type { EnrollmentDashboard } from '@takt/shared/schemas/enrollment';
import { attendanceLabels, enrollmentMessages as m } from '@takt/shared/enrollment-messages';
import { formatDate } from '../../../lib/date-format.ts';

/** The dashboard's students: status, programs, mentors, and a confirmation per confirmed row. */
export function EnrollmentTable(props: {
  rows: EnrollmentDashboard['rows'];
  onPdf: (studentId: number) => void;
}) {
  if (props.rows.length === 0) return <p className="muted">Nema učenika za odabrane filtre.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Tablica upisa">
      <table className="enrollment-table">
        <caption className="visually-hidden">Učenici i status upisa</caption>
        <thead>
          <tr>
            <th scope="col">Učenik</th>
            <th scope="col">Programi</th>
            <th scope="col">Mentori</th>
            <th scope="col">Status</th>
            <th scope="col">Potvrda</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.studentId}>
              <td>
                {r.prezime} {r.ime}
                <br />
                <span className="muted">{r.email}</span>
              </td>
              <td>{r.programs.map((p) => p.naziv).join(', ') || '—'}</td>
              <td>{r.mentors.map((p) => `${p.ime} ${p.prezime}`).join(', ') || '—'}</td>
              <td>
                {r.status === 'confirmed' ? (
                  <>
                    <span className="status-pill status-pill-ok">{m.confirmed}</span>
                    <br />
                    {formatDate(r.acceptedAt)}
                    {r.pohadanjeNastave &&
                      ` · ${attendanceLabels[r.pohadanjeNastave] ?? r.pohadanjeNastave}`}
                  </>
                ) : (
                  <span className="status-pill status-pill-wait">{m.pending}</span>
                )}
              </td>
              <td>
                {r.status === 'confirmed' && (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Potvrda o upisu (PDF): ${r.ime} ${r.prezime}`}
                    onClick={() => props.onPdf(r.studentId)}
                  >
                    PDF
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
