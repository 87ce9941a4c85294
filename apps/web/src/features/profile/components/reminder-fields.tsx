import type { ReminderPreferences } from '@takt/shared/schemas/user';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

interface Props {
  value: ReminderPreferences;
  onChange: (next: ReminderPreferences) => void;
  error: string | null;
}

/** Students' reminders (spec §3 reminderPreferences; defaults 14:00, both on). */
export function ReminderFields({ value, onChange, error }: Props) {
  return (
    <fieldset className="editor-section">
      <legend>Podsjetnici</legend>
      <TextField
        label="Vrijeme podsjetnika"
        type="time"
        value={value.reminderTime}
        error={error ?? undefined}
        onChange={(e) => onChange({ ...value, reminderTime: e.target.value })}
      />
      <CheckboxField
        label="Podsjetnici za nastavu"
        checked={value.classReminders}
        onChange={(e) => onChange({ ...value, classReminders: e.target.checked })}
      />
      <CheckboxField
        label="Podsjetnici za vježbanje"
        checked={value.practiceReminders}
        onChange={(e) => onChange({ ...value, practiceReminders: e.target.checked })}
      />
    </fieldset>
  );
}
