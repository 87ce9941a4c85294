import { useId } from 'react';
import { StudentPicker } from './student-picker.tsx';

export interface ExemptionRow {
  studentId: number;
  percent: number;
  reason: string;
  /** Shown only; the server keeps ids. */
  studentName: string;
}

interface Props {
  value: ExemptionRow[];
  onChange: (value: ExemptionRow[]) => void;
  error?: string | undefined;
}

/** Per-student exemptions or reductions: the student picked by name, a percent and a reason. */
export function ExemptionsField({ value, onChange, error }: Props) {
  const legendId = useId();
  const errorId = `${legendId}-error`;
  const set = (n: number, patch: Partial<ExemptionRow>) =>
    onChange(value.map((row, i) => (i === n ? { ...row, ...patch } : row)));
  return (
    <fieldset
      className="stack invoice-exemptions"
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={legendId}>Oslobođenja i umanjenja</legend>
      {value.length === 0 && <p className="muted">Nitko nije oslobođen plaćanja.</p>}
      {value.map((row, n) => (
        <div key={row.studentId} className="invoice-inline">
          <strong>{row.studentName || `Učenik #${row.studentId}`}</strong>
          <label>
            Umanjenje (%)
            <input
              type="number"
              min={0}
              max={100}
              inputMode="numeric"
              value={Number.isNaN(row.percent) ? '' : row.percent}
              onChange={(e) => set(n, { percent: e.target.valueAsNumber })}
            />
          </label>
          <label>
            Razlog
            <input
              type="text"
              maxLength={200}
              value={row.reason}
              onChange={(e) => set(n, { reason: e.target.value })}
            />
          </label>
          <button
            type="button"
            className="button button-secondary"
            aria-label={`Ukloni oslobođenje: ${row.studentName}`}
            onClick={() => onChange(value.filter((_, i) => i !== n))}
          >
            Ukloni
          </button>
        </div>
      ))}
      <StudentPicker
        label="Dodaj učenika s oslobođenjem"
        picked={value.map((r) => ({ id: r.studentId, name: r.studentName }))}
        onPick={(s) =>
          onChange([...value, { studentId: s.id, studentName: s.name, percent: 100, reason: '' }])
        }
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
