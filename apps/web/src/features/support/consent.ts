/** Cookie consent in localStorage (spec §3 keys `cookieConsent`, `cookiePreferences`). */
export interface CookiePreferences {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: false;
}

export const CONSENT_KEY = 'cookieConsent';
export const PREFERENCES_KEY = 'cookiePreferences';
export const CONSENT_EVENT = 'takt:consent';

type Store = Pick<Storage, 'getItem' | 'setItem'>;
const defaultStore = (): Store | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** Null until the person chose (the banner shows); necessary is always on, marketing never. */
export function readConsent(store: Store | null = defaultStore()): CookiePreferences | null {
  if (store?.getItem(CONSENT_KEY) !== 'true') return null;
  try {
    const raw = JSON.parse(store.getItem(PREFERENCES_KEY) ?? '{}') as Record<string, unknown>;
    return {
      necessary: true,
      functional: raw.functional === true,
      analytics: raw.analytics === true,
      marketing: false,
    };
  } catch {
    return null;
  }
}

export function writeConsent(
  prefs: { functional: boolean; analytics: boolean },
  store: Store | null = defaultStore(),
): CookiePreferences {
  const value: CookiePreferences = { necessary: true, ...prefs, marketing: false };
  store?.setItem(PREFERENCES_KEY, JSON.stringify(value));
  store?.setItem(CONSENT_KEY, 'true');
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CONSENT_EVENT));
  return value;
}
