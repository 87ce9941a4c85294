import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { AdminMentor } from '../api/mentors.ts';
import type { AdminProgram } from '../api/programs.ts';
import type { StudentFilterForm } from '../api/students.ts';

const flags: [string, string][] = [
  ['noMentor', 'Bez mentora'],
  ['noProgram', 'Bez programa'],
  ['theory', 'Pohađa teoriju'],
  ['choir', 'Zbor'],
  ['minor', 'Maloljetni'],
  ['noPhotos', 'Bez privole za fotografije'],
  ['notEnrolled', 'Upis nije potvrđen'],
];

/** The secretary's filters of /korisnici; every change asks the server again. */
export function StudentFilters({
  filter,
  onChange,
  programs,
  mentors,
}: {
  filter: StudentFilterForm;
  onChange: (next: StudentFilterForm) => void;
  programs: AdminProgram[];
  mentors: AdminMentor[];
}) {
  const set = (key: string, value: string) => onChange({ ...filter, [key]: value });
  return (
    <form
      className="card admin-filters"
      role="search"
      aria-label="Filtri učenika"
      onSubmit={(e) => e.preventDefault()}
    >
      <TextField
        label="Pretraži (ime, email, korisničko ime, OIB)"
        type="search"
        value={filter.q ?? ''}
        onChange={(e) => set('q', e.target.value)}
      />
      <div className="admin-filter-grid">
        <SelectField
          label="Program"
          value={filter.programId ?? ''}
          onChange={(e) => set('programId', e.target.value)}
        >
          <option value="">Svi programi</option>
          {programs.map((p) => (
            <option key={p.id} value={p.id}>
              {p.naziv}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Mentor"
          value={filter.mentorId ?? ''}
          onChange={(e) => set('mentorId', e.target.value)}
        >
          <option value="">Svi mentori</option>
          {mentors.map((m) => (
            <option key={m.id} value={m.id}>
              {m.prezime} {m.ime}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Godina dodavanja"
          inputMode="numeric"
          placeholder="npr. 2026"
          value={filter.createdYear ?? ''}
          onChange={(e) => set('createdYear', e.target.value.replace(/\D/g, '').slice(0, 4))}
        />
        <SelectField
          label="Status"
          value={filter.status ?? 'active'}
          onChange={(e) => set('status', e.target.value)}
        >
          <option value="active">Aktivni</option>
          <option value="inactive">Neaktivni</option>
          <option value="all">Svi</option>
        </SelectField>
        <SelectField
          label="Poredak"
          value={filter.sort ?? 'name'}
          onChange={(e) => set('sort', e.target.value)}
        >
          <option value="name">Po prezimenu</option>
          <option value="newest">Najnoviji prvi</option>
        </SelectField>
      </div>
      <fieldset className="admin-flags">
        <legend>Prikaži samo</legend>
        {flags.map(([key, label]) => (
          <CheckboxField
            key={key}
            label={label}
            checked={filter[key] === '1'}
            onChange={(e) => set(key, e.target.checked ? '1' : '')}
          />
        ))}
      </fieldset>
    </form>
  );
}
