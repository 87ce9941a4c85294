import { useId } from 'react';

interface Props {
  value: number[];
  onChange: (value: number[]) => void;
  error?: string | undefined;
}

/** Sibling discounts: percent off for the 2nd, 3rd, … child (the last one holds for later). */
export function DiscountsField({ value, onChange, error }: Props) {
  const legendId = useId();
  const errorId = `${legendId}-error`;
  return (
    <fieldset
      className="stack invoice-discounts"
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={legendId}>Popust za braću i sestre</legend>
      {value.length === 0 && <p className="muted">Bez popusta.</p>}
      {value.map((percent, n) => (
        <div key={n} className="invoice-inline">
          <label>
            {n + 2}. dijete (%)
            <input
              type="number"
              min={0}
              max={100}
              inputMode="numeric"
              value={Number.isNaN(percent) ? '' : percent}
              onChange={(e) =>
                onChange(value.map((v, i) => (i === n ? e.target.valueAsNumber : v)))
              }
            />
          </label>
          <button
            type="button"
            className="button button-secondary"
            aria-label={`Ukloni popust za ${n + 2}. dijete`}
            onClick={() => onChange(value.filter((_, i) => i !== n))}
          >
            Ukloni
          </button>
        </div>
      ))}
      {value.length < 10 && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onChange([...value, value.at(-1) ?? 50])}
        >
          Dodaj popust za {value.length + 2}. dijete
        </button>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
