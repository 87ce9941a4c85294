import { useState } from 'react';
import type { ProgramOption } from '@takt/shared/schemas/user-profile';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { attendanceLabel, attendanceOptions } from '../program-choices.ts';
import { ConfirmRemove } from './confirm-remove.tsx';

interface Props {
  selected: number[];
  types: Record<string, string>;
  choices: ProgramOption[];
  names: Map<number, string>;
  busy: boolean;
  onAdd: (id: number) => void;
  onRemove: (id: number) => void;
  onTypeChange: (id: number, type: string) => void;
}

/** Programs with their attendance type, add (duplicates warned) and per-row remove. */
export function EditorPrograms(props: Props) {
  const { selected, types, choices, names, busy } = props;
  const [pick, setPick] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const add = () => {
    const id = Number(pick);
    if (!id) return;
    if (selected.includes(id)) {
      setWarning('Program je već dodan');
      return;
    }
    setWarning(null);
    setPick('');
    props.onAdd(id);
  };
  return (
    <fieldset className="editor-section">
      <legend>Programi</legend>
      {selected.length === 0 && <p className="muted">Nema odabranih programa.</p>}
      <ul className="editor-list">
        {selected.map((id) => {
          const name = names.get(id) ?? `Program ${id}`;
          const program = choices.find((p) => p.id === id);
          const options = attendanceOptions(program);
          const current = types[id] ?? '';
          return (
            <li key={id} className="editor-list-row">
              <span className="editor-list-name">{name}</span>
              <SelectField
                label={`Način pohađanja: ${name}`}
                value={current}
                disabled={busy}
                onChange={(e) => props.onTypeChange(id, e.target.value)}
              >
                <option value="">Odaberite način pohađanja</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
                {current && !options.some((o) => o.value === current) && (
                  <option value={current}>{attendanceLabel(current)}</option>
                )}
              </SelectField>
              <ConfirmRemove what={name} disabled={busy} onConfirm={() => props.onRemove(id)} />
            </li>
          );
        })}
      </ul>
      <div className="row editor-add">
        <SelectField label="Dodaj program" value={pick} onChange={(e) => setPick(e.target.value)}>
          <option value="">Odaberite program</option>
          {choices.map((p) => (
            <option key={p.id} value={p.id}>
              {p.naziv}
            </option>
          ))}
        </SelectField>
        <button type="button" className="button" disabled={!pick || busy} onClick={add}>
          Dodaj program
        </button>
      </div>
      {warning && (
        <p className="alert profile-warning" role="alert">
          {warning}
        </p>
      )}
    </fieldset>
  );
}
