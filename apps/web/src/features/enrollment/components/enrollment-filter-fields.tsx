import { enrollmentMessages as m } from '@takt/shared/enrollment-messages';
import type {
  EnrollmentDashboard,
  EnrollmentDashboardQuery,
} from '@takt/shared/schemas/enrollment';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

export type Filters = Required<Pick<EnrollmentDashboardQuery, 'status'>> & EnrollmentDashboardQuery;

/** The dashboard's search, status, program and mentor filters (with each option's counts). */
export function EnrollmentFilterFields({
  filters,
  onChange,
  byProgram,
  byMentor,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  byProgram: EnrollmentDashboard['byProgram'];
  byMentor: EnrollmentDashboard['byMentor'];
}) {
  return (
    <div className="enrollment-filters">
      <TextField
        label="Pretraži"
        type="search"
        value={filters.q ?? ''}
        onChange={(e) => onChange({ ...filters, q: e.target.value })}
      />
      <SelectField
        label="Status"
        value={filters.status}
        onChange={(e) => onChange({ ...filters, status: e.target.value as Filters['status'] })}
      >
        <option value="all">Svi</option>
        <option value="confirmed">{m.confirmed}</option>
        <option value="pending">{m.pending}</option>
      </SelectField>
      <CountedSelect
        label="Program"
        allLabel="Svi programi"
        value={filters.programId}
        counts={byProgram}
        onChange={(programId) => onChange({ ...filters, programId })}
      />
      <CountedSelect
        label="Mentor"
        allLabel="Svi mentori"
        value={filters.mentorId}
        counts={byMentor}
        onChange={(mentorId) => onChange({ ...filters, mentorId })}
      />
    </div>
  );
}

/** A program or mentor filter: every counted option with its confirmed of all, 'Svi' first. */
function CountedSelect({
  label,
  allLabel,
  value,
  counts,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: number | undefined;
  counts: EnrollmentDashboard['byProgram'];
  onChange: (id: number | undefined) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(Number(e.target.value) || undefined)}
    >
      <option value="">{allLabel}</option>
      {counts
        .filter((c) => c.id !== null)
        .map((c) => (
          <option key={c.id} value={c.id!}>
            {c.name} ({c.confirmed}/{c.confirmed + c.pending})
          </option>
        ))}
    </SelectField>
  );
}
