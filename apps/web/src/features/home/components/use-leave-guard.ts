import { useEffect } from 'react';

export const UNSAVED_CHANGES_MESSAGE =
  'Imate nespremljene promjene. Jeste li sigurni da želite zatvoriti?';

/** Spec §4: while a form is dirty, leaving the page asks the browser's own question. */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}

/** Asks before a dirty form is thrown away; true when closing may go on. */
export function confirmDiscard(dirty: boolean): boolean {
  return !dirty || window.confirm(UNSAVED_CHANGES_MESSAGE);
}
