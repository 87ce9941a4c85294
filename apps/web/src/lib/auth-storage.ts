import type { PublicUser } from '@takt/shared/schemas/user';
import { isTokenExpired } from './jwt.ts';

/** localStorage keys of spec §3. */
export const storageKeys = {
  token: 'token',
  isLoggedIn: 'isLoggedIn',
  user: 'user',
  lastLoginTime: 'lastLoginTime',
} as const;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStore(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Removes the token, the isLoggedIn flag and the stored user. */
export function clearSession(store: KeyValueStore | null = defaultStore()): void {
  store?.removeItem(storageKeys.token);
  store?.removeItem(storageKeys.isLoggedIn);
  store?.removeItem(storageKeys.user);
}

/** The stored token, or null; an expired or unreadable token is discarded with the session. */
export function readStoredToken(
  store: KeyValueStore | null = defaultStore(),
  nowMs: number = Date.now(),
): string | null {
  const token = store?.getItem(storageKeys.token) ?? null;
  if (!token) return null;
  if (isTokenExpired(token, nowMs)) {
    clearSession(store);
    return null;
  }
  return token;
}

export function storeSession(
  session: { token: string; user: PublicUser },
  store: KeyValueStore | null = defaultStore(),
  now: Date = new Date(),
): void {
  store?.setItem(storageKeys.token, session.token);
  store?.setItem(storageKeys.isLoggedIn, 'true');
  store?.setItem(storageKeys.user, JSON.stringify(session.user));
  store?.setItem(storageKeys.lastLoginTime, now.toISOString());
}

export function storeUser(user: PublicUser, store: KeyValueStore | null = defaultStore()): void {
  store?.setItem(storageKeys.user, JSON.stringify(user));
}
