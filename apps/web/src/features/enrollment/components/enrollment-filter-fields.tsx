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
      <SelectField
        label="Program"
        value={filters.programId ?? ''}
        onChange={(e) => onChange({ ...filters, programId: Number(e.target.value) || undefined })}
      >
        <option value="">Svi programi</option>
        {byProgram
          .filter((p) => p.id !== null)
          .map((p) => (
            <option key={p.id} value={p.id!}>
              {p.name} ({p.confirmed}/{p.confirmed + p.pending})
            </option>
          ))}
      </SelectField>
      <SelectField
        label="Mentor"
        value={filters.mentorId ?? ''}
        onChange={(e) => onChange({ ...filters, mentorId: Number(e.target.value) || undefined })}
      >
        <option value="">Svi mentori</option>
        {byMentor
          .filter((p) => p.id !== null)
          .map((p) => (
            <option key={p.id} value={p.id!}>
              {p.name} ({p.confirmed}/{p.confirmed + p.pending})
            </option>
          ))}
      </SelectField>
    </div>
  );
}
