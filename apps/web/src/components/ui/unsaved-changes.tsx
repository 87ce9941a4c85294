import { useState, type ReactNode } from 'react';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export const UNSAVED_CHANGES_MESSAGE =
  'Imate nespremljene promjene. Jeste li sigurni da želite zatvoriti?';

interface UnsavedChangesGuard {
  /** Closes at once when nothing changed, else asks first. */
  requestClose: () => void;
  /** The question while it is asked; render it inside the form's dialog. */
  dialog: ReactNode;
}

/**
 * A form with unsaved changes (spec §4): leaving the page asks the browser's question, closing
 * the form asks ours.
 */
export function useUnsavedChangesGuard(dirty: boolean, close: () => void): UnsavedChangesGuard {
  const [asking, setAsking] = useState(false);
  useLeaveGuard(dirty);
  return {
    requestClose: () => (dirty ? setAsking(true) : close()),
    dialog: asking ? (
      <ConfirmDialog
        title="Nespremljene promjene"
        message={UNSAVED_CHANGES_MESSAGE}
        confirmLabel="Zatvori bez spremanja"
        cancelLabel="Nastavi uređivanje"
        onConfirm={() => {
          setAsking(false);
          close();
        }}
        onCancel={() => setAsking(false)}
      />
    ) : null,
  };
}
