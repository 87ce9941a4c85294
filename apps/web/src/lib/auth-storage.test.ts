import { describe, expect, it } from 'vitest';
import { toBase64Url } from './test-base64url.ts';
import type { PublicUser } from '@takt/shared/schemas/user';
import { clearSession, readStoredToken, storageKeys, storeSession } from './auth-storage.ts';

class MemoryStore {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const b64 = (value: unknown) => toBase64Url(JSON.stringify(value));
const token = (exp: number) => `${b64({ alg: 'HS256' })}.${b64({ sid: 'x', exp })}.sig`;
const user = { id: 3, ime: 'Ana', prezime: 'Horvat' } as PublicUser;

describe('session storage', () => {
  it('stores token, flag, user and login time on sign-in', () => {
    const store = new MemoryStore();
    const valid = token(now / 1000 + 3600);
    storeSession({ token: valid, user }, store, new Date(now));
    expect(store.getItem(storageKeys.token)).toBe(valid);
    expect(store.getItem(storageKeys.isLoggedIn)).toBe('true');
    expect(JSON.parse(store.getItem(storageKeys.user) ?? 'null')).toEqual(user);
    expect(store.getItem(storageKeys.lastLoginTime)).toBe(new Date(now).toISOString());
    expect(readStoredToken(store, now)).toBe(valid);
  });

  it('discards an expired token together with the flag and the user on start', () => {
    const store = new MemoryStore();
    storeSession({ token: token(now / 1000 - 1), user }, store, new Date(now - 10_000));
    expect(readStoredToken(store, now)).toBeNull();
    expect(store.getItem(storageKeys.token)).toBeNull();
    expect(store.getItem(storageKeys.isLoggedIn)).toBeNull();
    expect(store.getItem(storageKeys.user)).toBeNull();
    // The last login time is history, not session: it stays.
    expect(store.getItem(storageKeys.lastLoginTime)).not.toBeNull();
  });

  it('clears token, flag and user on logout', () => {
    const store = new MemoryStore();
    storeSession({ token: token(now / 1000 + 60), user }, store, new Date(now));
    clearSession(store);
    expect([...store.items.keys()]).toEqual([storageKeys.lastLoginTime]);
  });
});
