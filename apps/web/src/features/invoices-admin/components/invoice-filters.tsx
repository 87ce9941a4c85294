import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { InvoiceFilters as Filters } from '../api/admin-invoices.ts';
import { statusNames } from './admin-format.ts';
import { PeriodPicker } from './period-picker.tsx';

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
  programs: { id: number; label: string }[];
  mentors: { id: number; label: string }[];
  currentMonth: string;
}

/** The admin list's filters: period, status, program, mentor and a search. */
export function InvoiceFilters({ filters, onChange, programs, mentors, currentMonth }: Props) {
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    onChange({ ...filters, [key]: e.target.value });
  return (
    <div className="invoice-admin-filters">
      <PeriodPicker
        legend="Razdoblje"
        allowAny
        value={filters.period}
        currentMonth={currentMonth}
        onChange={(period) => onChange({ ...filters, period })}
      />
      <SelectField label="Status" value={filters.status} onChange={set('status')}>
        <option value="">Svi</option>
        {Object.entries(statusNames).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Program" value={filters.programId} onChange={set('programId')}>
        <option value="">Svi</option>
        {programs.map((p) => (
          <option key={p.id} value={p.id}>
            {p.label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Mentor" value={filters.mentorId} onChange={set('mentorId')}>
        <option value="">Svi</option>
        {mentors.map((m) => (
          <option key={m.id} value={m.id}>
            {m.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Pretraga"
        type="search"
        placeholder="Broj, učenik ili poziv na broj"
        value={filters.q}
        onChange={set('q')}
      />
    </div>
  );
}
