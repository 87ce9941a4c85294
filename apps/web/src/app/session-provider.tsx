import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginResponse, PublicUser } from '@takt/shared/schemas/user';
import { useCurrentUser } from '../features/auth/api/current-user.ts';
import { logout as logoutRequest } from '../features/auth/api/logout.ts';
import { setPasswordChangeRequiredHandler, setUnauthorizedHandler } from '../lib/api-client.ts';
import { clearSession, readStoredToken, storeSession, storeUser } from '../lib/auth-storage.ts';
import { LOGIN_PATH, PASSWORD_CHANGE_PATH } from '../lib/redirects.ts';
import { SessionContext, type Session } from '../lib/session.ts';
import { queryKeys } from '../lib/query-keys.ts';

/**
 * Auth state (spec §4): a stored token (an expired one is discarded on start) is confirmed with
 * GET /api/user; a failed load or any 401 ends the session and goes to /login.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(() => readStoredToken());
  const userQuery = useCurrentUser(token);

  const endSession = useCallback(() => {
    clearSession();
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  const goToLogin = useCallback(() => {
    const from = `${window.location.pathname}${window.location.search}`;
    navigate(LOGIN_PATH, { replace: true, state: { from } });
  }, [navigate]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      endSession();
      goToLogin();
    });
    return () => setUnauthorizedHandler(null);
  }, [endSession, goToLogin]);

  // A 403 'password_change_required': the account holds a temporary password.
  useEffect(() => {
    setPasswordChangeRequiredHandler(() => {
      queryClient.setQueryData<PublicUser>(queryKeys.currentUser, (current) =>
        current ? { ...current, mustChangePassword: true } : current,
      );
      navigate(PASSWORD_CHANGE_PATH, { replace: true });
    });
    return () => setPasswordChangeRequiredHandler(null);
  }, [queryClient, navigate]);

  // A session that cannot be loaded (after the retries) is over, as spec §4 asks: the render
  // treats it as signed out at once, the effect ends it (storage and every cached answer, which
  // may hold what only this user may see) and goes to /login.
  const loadFailed = token !== null && userQuery.isError;
  useEffect(() => {
    if (!loadFailed) return;
    clearSession();
    // Every other answer goes; the failed user query stays, so nothing refetches it meanwhile.
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0],
    });
    goToLogin();
  }, [loadFailed, queryClient, goToLogin]);

  const activeToken = loadFailed ? null : token;
  const user = activeToken ? (userQuery.data ?? null) : null;
  useEffect(() => {
    if (user) storeUser(user);
  }, [user]);

  const signIn = useCallback(
    (response: LoginResponse) => {
      storeSession(response);
      // Nothing cached for a previous user of this tab may show to the new one.
      queryClient.clear();
      queryClient.setQueryData(queryKeys.currentUser, response.user);
      setToken(response.token);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
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
      token: activeToken,
      user,
      isLoggedIn: user !== null,
      isLoading: activeToken !== null && user === null,
      signIn,
      logout,
    }),
    [activeToken, user, signIn, logout],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
