import { useEffect, useId, useState } from 'react';
import { useMentorStudents } from '../api/mentor-students.ts';
import { attendanceLabel } from '../program-choices.ts';
import { StudentEditorDialog } from './student-editor-dialog.tsx';

const SEARCH_DELAY_MS = 300;

/**
 * 'Moji učenici': the mentor's students with e-mail, parent's phone and programs, each with an
 * edit button, searchable by name, username or e-mail; a long list comes a page at a time.
 */
export function MyStudents() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const students = useMentorStudents(true, search);
  const [editing, setEditing] = useState<number | null>(null);
  const searchId = useId();
  const searchField = (
    <div className="field student-search">
      <label htmlFor={searchId}>Pretraži učenike</label>
      <input
        id={searchId}
        type="search"
        value={typed}
        placeholder="Ime, prezime, korisničko ime ili email"
        onChange={(e) => setTyped(e.target.value)}
      />
    </div>
  );
  if (students.isPending) return <p role="status">Učitavanje...</p>;
  if (students.isError) {
    return (
      <p className="alert alert-error" role="alert">
        Greška pri dohvaćanju učenika
      </p>
    );
  }
  const list = students.data.pages.flatMap((page) => page.students);
  if (list.length === 0 && !search) return <p className="muted">Nema dodijeljenih učenika.</p>;
  return (
    <>
      {searchField}
      {list.length === 0 && (
        <p className="muted" role="status">
          Nijedan učenik ne odgovara pretrazi.
        </p>
      )}
      <ul className="student-list">
        {list.map((s) => (
          <li key={s.id} className="card student-row">
            <div className="student-row-text">
              <h2>
                {s.ime} {s.prezime}
              </h2>
              {s.noPhotos && (
                <p>
                  <span
                    className="badge badge-warning"
                    title="Nema privole za fotografije na web stranici škole"
                  >
                    Bez fotografija
                  </span>
                </p>
              )}
              <p className="muted">{s.email}</p>
              {s.parentPhone && (
                <p>
                  Roditelj: <a href={`tel:${s.parentPhone.replace(/\s/g, '')}`}>{s.parentPhone}</a>
                </p>
              )}
              <p>
                {s.programs.length
                  ? s.programs
                      .map((p) =>
                        s.programType[p.id]
                          ? `${p.naziv} (${attendanceLabel(s.programType[p.id]!)})`
                          : p.naziv,
                      )
                      .join(', ')
                  : 'Nema programa'}
              </p>
            </div>
            <button
              type="button"
              className="button button-secondary"
              aria-label={`Uredi: ${s.ime} ${s.prezime}`}
              onClick={() => setEditing(s.id)}
            >
              Uredi
            </button>
          </li>
        ))}
      </ul>
      {students.hasNextPage && (
        <button
          type="button"
          className="button button-secondary load-more"
          disabled={students.isFetchingNextPage}
          onClick={() => void students.fetchNextPage()}
        >
          {students.isFetchingNextPage ? 'Učitavanje...' : 'Učitaj još'}
        </button>
      )}
      {editing !== null && (
        <StudentEditorDialog studentId={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
