import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useStudentSearch } from '../api/student-search.ts';

export interface PickedStudent {
  id: number;
  name: string;
}

interface Props {
  /** The search field's label. */
  label: string;
  /** Students already picked are not offered again. */
  picked: PickedStudent[];
  onPick: (student: PickedStudent) => void;
}

/** Finds a student by name (two letters or more) and offers each hit with a button. */
export function StudentPicker({ label, picked, onPick }: Props) {
  const [q, setQ] = useState('');
  const search = useStudentSearch(q);
  const taken = new Set(picked.map((p) => p.id));
  const hits = (search.data?.students ?? []).filter((s) => !taken.has(s.id));

  return (
    <div className="stack invoice-picker">
      <TextField
        label={label}
        type="search"
        value={q}
        placeholder="Upišite ime ili prezime"
        autoComplete="off"
        onChange={(e) => setQ(e.target.value)}
      />
      {q.trim().length >= 2 && search.data && hits.length === 0 && (
        <p className="muted">Nema učenika s tim imenom.</p>
      )}
      {q.trim().length >= 2 && hits.length > 0 && (
        <ul className="invoice-picker-hits" aria-label={`Rezultati: ${label}`}>
          {hits.map((s) => {
            const name = `${s.ime} ${s.prezime}`;
            return (
              <li key={s.id}>
                <span>
                  {name}
                  {s.programs.length > 0 && (
                    <span className="muted"> · {s.programs.map((p) => p.naziv).join(', ')}</span>
                  )}
                </span>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`Odaberi: ${name}`}
                  onClick={() => onPick({ id: s.id, name })}
                >
                  Odaberi
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
