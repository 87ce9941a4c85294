import { useState } from 'react';
import { formatEuro } from '../../../lib/number-format.ts';
import { usePrograms, type AdminProgram } from '../api/programs.ts';
import '../administration.css';
import { ProgramDialog } from './program-dialog.tsx';

/** /programi: the school's programs with prices; retired ones stay for history. */
export default function ProgramsPage() {
  const programs = usePrograms();
  const [editing, setEditing] = useState<AdminProgram | 'new' | null>(null);
  return (
    <div className="page stack">
      <h1>Programi</h1>
      <div className="admin-toolbar">
        <button type="button" className="button" onClick={() => setEditing('new')}>
          Novi program
        </button>
      </div>
      {programs.isError && <p className="alert alert-error">Greška pri učitavanju programa</p>}
      <ul className="item-list">
        {programs.data?.programs.map((p) => (
          <li key={p.id} className="item-row">
            <div className="stack-tight">
              <h2 className="item-title">{p.naziv}</h2>
              <p>
                {p.tipovi.length
                  ? p.tipovi.map((t) => `${t.tip}: ${formatEuro(t.cijena)}`).join(' · ')
                  : p.cijena !== null
                    ? formatEuro(p.cijena)
                    : 'Bez cijene'}
              </p>
              <p className="admin-marks">
                <span className="badge">{p.active ? 'Aktivan' : 'Umirovljen'}</span>
                {p.showInSignup && p.active && <span className="badge">Na prijavi</span>}
                <span className="muted">učenika: {p.studentCount}</span>
              </p>
            </div>
            <button type="button" className="button button-secondary" onClick={() => setEditing(p)}>
              Uredi<span className="visually-hidden"> – {p.naziv}</span>
            </button>
          </li>
        ))}
      </ul>
      {editing && (
        <ProgramDialog
          program={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
