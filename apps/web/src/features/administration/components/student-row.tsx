import { useState } from 'react';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import type { StudentList } from '../api/students.ts';
import { useUserAction } from '../api/students.ts';
import { ConsentsDialog } from './consents-dialog.tsx';

type Student = StudentList['students'][number];

/** One student of /korisnici: who, programs and mentors, marks, and the admin's actions. */
export function StudentRow({ student }: { student: Student }) {
  const action = useUserAction();
  const toast = useToast();
  const [consents, setConsents] = useState(false);
  const name = `${student.ime} ${student.prezime}`;
  const run = (kind: 'deactivate' | 'reactivate' | 'reset-password') =>
    action.mutate(
      { id: student.id, action: kind },
      {
        onSuccess: (answer) => toast.show(answer.message, 'success'),
        onError: (error) =>
          toast.show(
            isApiError(error) ? error.message : 'Greška pri ažuriranju korisnika',
            'error',
          ),
      },
    );
  return (
    <li className="item-row">
      <div className="stack-tight">
        <h3>
          {student.prezime} {student.ime}
        </h3>
        <p className="muted">
          {student.korisnickoIme} · {student.email}
        </p>
        <p>
          {student.programs.map((p) => p.naziv).join(', ') || 'Bez programa'} ·{' '}
          {student.mentors.map((m) => `${m.ime} ${m.prezime}`).join(', ') || 'Bez mentora'}
        </p>
        <p className="admin-marks">
          {!student.isActive && <span className="badge">Neaktivan</span>}
          {student.pohadjaTeoriju && <span className="badge">Teorija</span>}
          {student.maiZbor && <span className="badge">Zbor</span>}
          {student.minor && <span className="badge">Maloljetan</span>}
          {student.noPhotos && <span className="badge badge-warning">Bez fotografija</span>}
        </p>
      </div>
      <div className="admin-actions">
        <button type="button" className="button button-secondary" onClick={() => setConsents(true)}>
          Privole<span className="visually-hidden"> – {name}</span>
        </button>
        {student.isActive ? (
          <>
            <button
              type="button"
              className="button button-secondary"
              disabled={action.isPending}
              onClick={() => run('reset-password')}
            >
              Resetiraj lozinku<span className="visually-hidden"> – {name}</span>
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={action.isPending}
              onClick={() => run('deactivate')}
            >
              Deaktiviraj<span className="visually-hidden"> – {name}</span>
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button-secondary"
            disabled={action.isPending}
            onClick={() => run('reactivate')}
          >
            Aktiviraj<span className="visually-hidden"> – {name}</span>
          </button>
        )}
      </div>
      {consents && (
        <ConsentsDialog userId={student.id} name={name} onClose={() => setConsents(false)} />
      )}
    </li>
  );
}
