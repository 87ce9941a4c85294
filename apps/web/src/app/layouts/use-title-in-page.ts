import { useCallback, useSyncExternalStore } from 'react';

/** Whether a visible level-one heading in the page already reads `title`. */
function headingShows(title: string | undefined): boolean {
  const h1 = document.getElementById('main')?.querySelector('h1');
  if (!title || !h1 || h1.closest('.visually-hidden')) return false;
  return h1.textContent?.trim() === title;
}

/** Changes inside the page (it renders after the bar, and loads in steps). */
function watchPage(notify: () => void) {
  const main = document.getElementById('main');
  if (!main) return () => {};
  const observer = new MutationObserver(notify);
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/**
 * The top bar names the page only where the page does not already say the same right below it
 * (a chat list, a page that failed to load, one still loading).
 */
export function useTitleInPage(title: string | undefined): boolean {
  const snapshot = useCallback(() => headingShows(title), [title]);
  return useSyncExternalStore(watchPage, snapshot, () => false);
}
