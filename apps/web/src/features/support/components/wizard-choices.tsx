interface WizardChoicesProps {
  legend: string;
  name: string;
  options: Array<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
}

/** One step of the report wizard: a labelled group of radio buttons. */
export function WizardChoices({ legend, name, options, value, onChange }: WizardChoicesProps) {
  return (
    <fieldset className="radio-group wizard-choices">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="radio-option wizard-choice">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
