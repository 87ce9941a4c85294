import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`). It comes once, often
 * right after the first page loads, so main.tsx imports this module at start: the offer is kept
 * from that moment for the install card (after 2 s, spec §9) and for the Profil screen.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Shown this long after the app opens (spec §9: PWA prompt after 2 s). */
export const INSTALL_PROMPT_DELAY_MS = 2000;
/** Local storage: the person closed the install card on this device (it does not come back). */
export const INSTALL_PROMPT_DISMISSED_KEY = 'installPromptDismissed';

interface OfferState {
  offer: InstallPromptEvent | null;
  installed: boolean;
}

let state: OfferState = { offer: null, installed: false };
const listeners = new Set<() => void>();

function update(next: Partial<OfferState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for our own card instead of the browser's mini-infobar.
    event.preventDefault();
    update({ offer: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => update({ offer: null, installed: true }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current offer and whether the app was installed meanwhile (re-renders on change). */
export function useInstallOffer(): OfferState {
  return useSyncExternalStore(subscribe, () => state);
}

/** Opens the browser's install dialog once; the offer is used up either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const offer = state.offer;
  if (!offer) return 'unavailable';
  update({ offer: null });
  await offer.prompt();
  return (await offer.userChoice).outcome;
}

export function isIos(): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

/**
 * What the install card offers: the browser's install ('install'), the steps on iOS, where no
 * browser offers it ('ios'), or nothing (installed, opened as the app, closed before).
 */
export function installCardKind(s: {
  offered: boolean;
  installed: boolean;
  standalone: boolean;
  ios: boolean;
  dismissed: boolean;
}): 'install' | 'ios' | null {
  if (s.installed || s.standalone || s.dismissed) return null;
  if (s.offered) return 'install';
  return s.ios ? 'ios' : null;
}

export function installPromptDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberInstallPromptDismissed(at = new Date()): void {
  try {
    localStorage.setItem(INSTALL_PROMPT_DISMISSED_KEY, at.toISOString());
  } catch {
    // Storage refused (private mode): the card may come again next time.
  }
}
