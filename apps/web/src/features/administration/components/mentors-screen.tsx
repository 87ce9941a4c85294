import { useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useMentors, type AdminMentor } from '../api/mentors.ts';
import { usePrograms } from '../api/programs.ts';
import { useUserAction } from '../api/students.ts';
import '../administration.css';
import { AddMentorDialog, EditMentorDialog } from './mentor-dialogs.tsx';

/** /mentori: the school's mentors, searched; add, edit, deactivate. */
export function MentorsScreen() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('active');
  const mentors = useMentors(q.trim(), status);
  const programs = usePrograms().data?.programs ?? [];
  const [editing, setEditing] = useState<AdminMentor | null>(null);
  const [adding, setAdding] = useState(false);
  const action = useUserAction();
  const toast = useToast();
  const toggle = (m: AdminMentor) =>
    action.mutate(
      { id: m.id, action: m.isActive ? 'deactivate' : 'reactivate' },
      {
        onSuccess: (answer) => toast.show(answer.message, 'success'),
        onError: (e) =>
          toast.show(isApiError(e) ? e.message : 'Greška pri ažuriranju korisnika', 'error'),
      },
    );
  return (
    <section className="stack" aria-labelledby="mentors-title">
      <h1 id="mentors-title">Mentori</h1>
      <div className="admin-toolbar">
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Dodaj mentora
        </button>
        <Link className="button button-secondary" to="/mentori/uvoz">
          Uvoz iz XLSX
        </Link>
      </div>
      <div className="card admin-filter-grid" role="search">
        <TextField
          label="Pretraži mentore"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <SelectField label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="active">Aktivni</option>
          <option value="inactive">Neaktivni</option>
          <option value="all">Svi</option>
        </SelectField>
      </div>
      {mentors.isError && <p className="alert alert-error">Greška pri učitavanju mentora</p>}
      {mentors.data && <p className="muted">Pronađeno: {mentors.data.total}</p>}
      <ul className="item-list">
        {mentors.data?.mentors.map((m) => (
          <li key={m.id} className="item-row">
            <div className="stack-tight">
              <h2 className="item-title">
                {m.prezime} {m.ime}
              </h2>
              <p className="muted">
                {m.korisnickoIme} · {m.email}
              </p>
              <p>
                {m.predmet ?? 'Bez predmeta'} ·{' '}
                {m.programs.map((p) => p.naziv).join(', ') || 'Bez programa'} · učenika:{' '}
                {m.studentCount}
              </p>
              <p className="admin-marks">
                {m.isAdmin && <span className="badge">Administrator</span>}
                {!m.confirmed && <span className="badge">Čeka potvrdu</span>}
                {!m.isActive && <span className="badge">Neaktivan</span>}
              </p>
            </div>
            <div className="admin-actions">
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setEditing(m)}
              >
                Uredi
                <span className="visually-hidden">
                  {' '}
                  – {m.ime} {m.prezime}
                </span>
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={action.isPending}
                onClick={() => toggle(m)}
              >
                {m.isActive ? 'Deaktiviraj' : 'Aktiviraj'}
                <span className="visually-hidden">
                  {' '}
                  – {m.ime} {m.prezime}
                </span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {editing && (
        <EditMentorDialog mentor={editing} programs={programs} onClose={() => setEditing(null)} />
      )}
      {adding && <AddMentorDialog programs={programs} onClose={() => setAdding(false)} />}
    </section>
  );
}
