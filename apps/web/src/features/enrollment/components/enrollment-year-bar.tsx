import type { EnrollmentYear } from '@takt/shared/schemas/enrollment';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useEnrollmentYears } from '../api/enrollment-admin.ts';

/**
 * Which enrollment year the dashboard shows (the open one unless chosen), and opening the next
 * school year's enrollment while an earlier one is open or closed.
 */
export function EnrollmentYearBar({
  shown,
  onChoose,
  onOpenNext,
}: {
  shown: EnrollmentYear | null;
  onChoose: (yearId: number) => void;
  onOpenNext: () => void;
}) {
  const years = useEnrollmentYears();
  const list = years.data?.years ?? [];
  return (
    <div className="row enrollment-year-bar">
      {list.length > 1 && (
        <SelectField
          label="Upis za školsku godinu"
          value={shown?.id ?? ''}
          onChange={(e) => onChoose(Number(e.target.value))}
        >
          {list.map((y) => (
            <option key={y.id} value={y.id}>
              {y.schoolYear.name}
            </option>
          ))}
        </SelectField>
      )}
      <button type="button" className="button button-secondary" onClick={onOpenNext}>
        Otvori upis za novu školsku godinu
      </button>
    </div>
  );
}
