import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { LoginResponse, PublicUser } from '@takt/shared/schemas/user';
import { logout as logoutRequest } from '../features/auth/api/logout.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { clearSession, readStoredToken, storeSession, storeUser } from '../lib/auth-storage.ts';
import { LOGIN_PATH } from '../lib/redirects.ts';
import { SessionContext, type Session } from '../lib/session.ts';
import type * as sessionSyncModule from './session-sync.tsx';

type SessionSyncModule = typeof sessionSyncModule;
let loaded: SessionSyncModule | null = null;
const loadSessionSync = async () => (loaded ??= await import('./session-sync.tsx'));

/**
 * Auth state (spec §4): a stored token (an expired one is discarded on start) is confirmed with
 * GET /api/user; a failed load or any 401 ends the session and goes to /login. The signed-in
 * half (the user query, TanStack Query) loads only when there is a token, so a visitor's first
 * download holds none of it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(() => readStoredToken());
  const [user, setUser] = useState<PublicUser | null>(null);
  const [sync, setSync] = useState<SessionSyncModule | null>(loaded);

  const goToLogin = useCallback(() => {
    const from = `${window.location.pathname}${window.location.search}`;
    navigate(LOGIN_PATH, { replace: true, state: { from } });
  }, [navigate]);

  /** Ends the session here; the cached answers go once the signed-in half has unmounted. */
  const endSession = useCallback(() => {
    clearSession();
    // The person's cached API answers leave this browser with the session.
    navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_API_CACHE' });
    setToken(null);
    setUser(null);
  }, []);

  useEffect(() => {
    if (token === null) loaded?.endSession();
  }, [token]);

  // A stored token: load the signed-in half. If even that fails, the session cannot be loaded.
  const signedIn = token !== null;
  useEffect(() => {
    if (!signedIn || sync) return;
    let current = true;
    loadSessionSync().then(
      (module) => current && setSync(module),
      () => {
        if (!current) return;
        endSession();
        goToLogin();
      },
    );
    return () => {
      current = false;
    };
  }, [signedIn, sync, endSession, goToLogin]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      endSession();
      goToLogin();
    });
    return () => setUnauthorizedHandler(null);
  }, [endSession, goToLogin]);

  const loadFailed = useCallback(() => {
    endSession();
    goToLogin();
  }, [endSession, goToLogin]);

  const activeUser = token === null ? null : user;
  useEffect(() => {
    if (activeUser) storeUser(activeUser);
  }, [activeUser]);

  const signIn = useCallback(async (response: LoginResponse) => {
    const module = await loadSessionSync();
    module.startSession(response.user);
    storeSession(response);
    setSync(module);
    setUser(response.user);
    setToken(response.token);
  }, []);

  const logout = useCallback(async () => {
    try {
      // This device stops receiving the person's pushes; their unsent offline writes go too.
      const [push, queue] = await Promise.all([
        import('../features/notifications/push-subscription.ts'),
        import('../lib/offline-queue.ts'),
      ]);
      await Promise.all([push.unsubscribePush(), queue.clearQueue()]);
    } catch {
      // Neither may keep the person signed in.
    }
    try {
      await logoutRequest();
    } catch {
      // The session ends locally either way.
    }
    endSession();
    navigate(LOGIN_PATH, { replace: true });
  }, [endSession, navigate]);

  const session = useMemo<Session>(
    () => ({
      token,
      user: activeUser,
      isLoggedIn: activeUser !== null,
      isLoading: token !== null && activeUser === null,
      signIn,
      logout,
    }),
    [token, activeUser, signIn, logout],
  );

  return (
    <SessionContext.Provider value={session}>
      {token !== null && sync && (
        <sync.SessionSync token={token} onUser={setUser} onFailure={loadFailed} />
      )}
      {children}
    </SessionContext.Provider>
  );
}
