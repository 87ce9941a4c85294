import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface AttendanceChoiceProps {
  options: { tip: string; label: string }[];
  error: string | undefined;
  field: UseFormRegisterReturn;
}

/** 'Način pohađanja nastave' as a radio group, each option with its price. */
export function AttendanceChoice({ options, error, field }: AttendanceChoiceProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="radio-group" aria-describedby={error ? errorId : undefined}>
      <legend>Način pohađanja nastave</legend>
      {options.map((option) => (
        <label key={option.tip} className="radio-option">
          <input type="radio" value={option.tip} {...field} />
          <span>{option.label}</span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
