import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { PublicUser } from '@takt/shared/schemas/user';
import { useCurrentUser } from '../features/auth/api/current-user.ts';
import { setPasswordChangeRequiredHandler } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { PASSWORD_CHANGE_PATH } from '../lib/redirects.ts';
import { queryKeys } from '../lib/query-keys.ts';

/**
 * The signed-in half of the session, loaded only when there is a token: the current user lives
 * in the query cache (GET /api/user), where screens that change it (profile, settings, password)
 * update it, and this component reports it to the SessionProvider.
 */

/** A new session starts with an empty cache holding only the user the login answered with. */
export function startSession(user: PublicUser): void {
  // Nothing cached for a previous user of this tab may show to the new one.
  queryClient.clear();
  queryClient.setQueryData(queryKeys.currentUser, user);
}

/** Every cached answer may hold what only the signed-out user may see. */
export function endSession(): void {
  queryClient.clear();
}

interface SessionSyncProps {
  token: string;
  onUser: (user: PublicUser | null) => void;
  /** The user could not be loaded, after the retries: the session is over (spec §4). */
  onFailure: () => void;
}

export function SessionSync(props: SessionSyncProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <CurrentUser {...props} />
    </QueryClientProvider>
  );
}

function CurrentUser({ token, onUser, onFailure }: SessionSyncProps) {
  const navigate = useNavigate();
  const userQuery = useCurrentUser(token);
  const user = userQuery.data ?? null;
  const failed = userQuery.isError;

  useEffect(() => onUser(user), [user, onUser]);
  useEffect(() => {
    if (failed) onFailure();
  }, [failed, onFailure]);

  // A 403 'password_change_required': the account holds a temporary password.
  useEffect(() => {
    setPasswordChangeRequiredHandler(() => {
      queryClient.setQueryData<PublicUser>(queryKeys.currentUser, (current) =>
        current ? { ...current, mustChangePassword: true } : current,
      );
      navigate(PASSWORD_CHANGE_PATH, { replace: true });
    });
    return () => setPasswordChangeRequiredHandler(null);
  }, [navigate]);

  return null;
}
