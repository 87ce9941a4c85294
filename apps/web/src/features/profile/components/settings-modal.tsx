import { useEffect, useRef, useState } from 'react';
import { SETTINGS_CLOSE_MS } from '@takt/shared/constants';
import { defaultReminderPreferences, reminderPreferencesSchema } from '@takt/shared/schemas/user';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { useSession } from '../../../lib/session.ts';
import { useSaveReminderSettings } from '../api/reminder-settings.ts';
import { saveLabel, useSaveState } from '../use-save-state.ts';
import { ReminderFields } from './reminder-fields.tsx';
import { ThemeFields } from './theme-fields.tsx';

/**
 * Settings (spec §4): theme and colour preset apply at once and stay in this browser; students
 * also set reminders, saved to the server. The dialog closes 3 s after a save.
 */
export function SettingsModal({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  const isStudent = Boolean(user?.isStudent);
  const [reminders, setReminders] = useState(
    user?.reminderPreferences ?? defaultReminderPreferences,
  );
  const [error, setError] = useState<string | null>(null);
  const save = useSaveState();
  const saveReminders = useSaveReminderSettings();
  const toast = useToast();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const submit = async () => {
    setError(null);
    const checked = reminderPreferencesSchema.safeParse(reminders);
    if (isStudent && !checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Greška pri spremanju postavki');
      return;
    }
    try {
      await save.run(async () => {
        if (isStudent && checked.success) await saveReminders.mutateAsync(checked.data);
      });
      toast.show('Postavke su uspješno spremljene', 'success');
      closeTimer.current = setTimeout(onClose, SETTINGS_CLOSE_MS);
    } catch {
      toast.show('Greška pri spremanju postavki', 'error');
    }
  };

  return (
    <Modal open title="Postavke" onClose={onClose}>
      <form
        className="stack profile-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <ThemeFields />
        {isStudent && <ReminderFields value={reminders} onChange={setReminders} error={error} />}
        <div className="row">
          <button type="submit" className="button" disabled={save.state === 'saving'}>
            {saveLabel(save.state, 'Spremi postavke')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Zatvori
          </button>
        </div>
      </form>
    </Modal>
  );
}
