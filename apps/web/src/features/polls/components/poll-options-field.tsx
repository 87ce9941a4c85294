import { useId } from 'react';
import { MAX_POLL_OPTIONS, MIN_POLL_OPTIONS } from '@takt/shared/constants';

interface PollOptionsFieldProps {
  options: string[];
  onChange: (options: string[]) => void;
  error?: string | undefined;
}

/** The answer options: more can be added; one can be removed only while more than 2 remain. */
export function PollOptionsField({ options, onChange, error }: PollOptionsFieldProps) {
  const legendId = useId();
  const errorId = useId();
  const set = (index: number, value: string) =>
    onChange(options.map((o, i) => (i === index ? value : o)));
  return (
    <fieldset className="poll-options-field" aria-describedby={error ? errorId : undefined}>
      <legend id={legendId}>Opcije odgovora</legend>
      {options.map((option, index) => (
        <div key={index} className="poll-option-row">
          <label className="visually-hidden" htmlFor={`${legendId}-${index}`}>
            Opcija {index + 1}
          </label>
          <input
            id={`${legendId}-${index}`}
            value={option}
            onChange={(e) => set(index, e.target.value)}
            aria-invalid={error ? true : undefined}
          />
          {options.length > MIN_POLL_OPTIONS && (
            <button
              type="button"
              className="icon-button"
              aria-label={`Ukloni opciju ${index + 1}`}
              onClick={() => onChange(options.filter((_, i) => i !== index))}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      ))}
      {options.length < MAX_POLL_OPTIONS && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onChange([...options, ''])}
        >
          Dodaj opciju
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
