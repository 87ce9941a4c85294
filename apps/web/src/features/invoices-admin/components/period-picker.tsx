import { useId } from 'react';
import {
  instalmentPeriod,
  MAX_INSTALMENTS,
  parsePeriod,
  schoolYearOf,
} from '@takt/shared/invoice-periods';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

interface Props {
  legend: string;
  /** 'YYYY-MM', 'YYYY-RN', or '' (any period, when `allowAny`). */
  value: string;
  onChange: (period: string) => void;
  /** The month the picker starts from ('YYYY-MM', Zagreb's current month). */
  currentMonth: string;
  allowAny?: boolean;
}

/** A month, or an instalment (rata) of a school year, as one period value. */
export function PeriodPicker({ legend, value, onChange, currentMonth, allowAny = false }: Props) {
  const legendId = useId();
  const parsed = parsePeriod(value);
  const kind = parsed?.kind ?? (allowAny && !value ? 'any' : 'month');
  const thisYear = schoolYearOf(`${currentMonth}-01`);
  const schoolYear = parsed?.kind === 'instalment' ? parsed.schoolYear : thisYear;
  const number = parsed?.kind === 'instalment' ? parsed.number : 1;
  const years = [thisYear - 1, thisYear, thisYear + 1];
  if (!years.includes(schoolYear)) years.push(schoolYear);

  return (
    <fieldset className="invoice-period" aria-labelledby={legendId}>
      <legend id={legendId}>{legend}</legend>
      <SelectField
        label="Vrsta razdoblja"
        value={kind}
        onChange={(e) => {
          const next = e.target.value;
          if (next === 'any') onChange('');
          else if (next === 'month') onChange(currentMonth);
          else onChange(instalmentPeriod(thisYear, 1));
        }}
      >
        {allowAny && <option value="any">Sva razdoblja</option>}
        <option value="month">Mjesec</option>
        <option value="instalment">Rata školske godine</option>
      </SelectField>
      {kind === 'month' && (
        <TextField
          label="Mjesec"
          type="month"
          value={parsed?.kind === 'month' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {kind === 'instalment' && (
        <>
          <SelectField
            label="Školska godina"
            value={schoolYear}
            onChange={(e) => onChange(instalmentPeriod(Number(e.target.value), number))}
          >
            {years
              .sort((a, b) => a - b)
              .map((y) => (
                <option key={y} value={y}>
                  {y}./{y + 1}.
                </option>
              ))}
          </SelectField>
          <SelectField
            label="Rata"
            value={number}
            onChange={(e) => onChange(instalmentPeriod(schoolYear, Number(e.target.value)))}
          >
            {Array.from({ length: MAX_INSTALMENTS }, (_, n) => n + 1).map((n) => (
              <option key={n} value={n}>
                {n}. rata
              </option>
            ))}
          </SelectField>
        </>
      )}
    </fieldset>
  );
}
