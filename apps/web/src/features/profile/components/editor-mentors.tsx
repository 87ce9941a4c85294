import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useMentorSearch } from '../api/mentor-search.ts';
import { ConfirmRemove } from './confirm-remove.tsx';

interface Props {
  selected: number[];
  names: Map<number, string>;
  busy: boolean;
  onAdd: (mentor: { id: number; programs: { id: number; naziv: string }[] }) => void;
  onRemove: (id: number) => void;
}

/** Chosen mentors with per-row remove, and a search (2+ characters, up to 20, spec §5). */
export function EditorMentors({ selected, names, busy, onAdd, onRemove }: Props) {
  const [query, setQuery] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const search = useMentorSearch(query, selected);
  const text = query.trim();
  return (
    <fieldset className="editor-section">
      <legend>Mentori</legend>
      {selected.length === 0 && <p className="muted">Nema odabranih mentora.</p>}
      <ul className="editor-list">
        {selected.map((id) => {
          const name = names.get(id) ?? `Mentor ${id}`;
          return (
            <li key={id} className="editor-list-row">
              <span className="editor-list-name">{name}</span>
              <ConfirmRemove what={name} disabled={busy} onConfirm={() => onRemove(id)} />
            </li>
          );
        })}
      </ul>
      <TextField
        label="Pretraži mentore"
        type="search"
        placeholder="Korisničko ime, ime ili prezime"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {text.length > 0 && text.length < 2 && <p className="muted">Upišite barem 2 znaka.</p>}
      {search.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri učitavanju mentora
        </p>
      )}
      {search.data && (
        <ul className="editor-list" aria-label="Rezultati pretrage mentora">
          {search.data.length === 0 && <li className="muted">Nema rezultata.</li>}
          {search.data.map((m) => (
            <li key={m.id} className="editor-list-row">
              <span className="editor-list-name">
                {m.ime} {m.prezime} <span className="muted">({m.korisnickoIme})</span>
              </span>
              <button
                type="button"
                className="button profile-button-small"
                aria-label={`Dodaj mentora ${m.ime} ${m.prezime}`}
                disabled={busy}
                onClick={() => {
                  if (selected.includes(m.id)) {
                    setWarning('Mentor je već dodan');
                    return;
                  }
                  setWarning(null);
                  setQuery('');
                  onAdd(m);
                }}
              >
                Dodaj
              </button>
            </li>
          ))}
        </ul>
      )}
      {warning && (
        <p className="alert profile-warning" role="alert">
          {warning}
        </p>
      )}
    </fieldset>
  );
}
