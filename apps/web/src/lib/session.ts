import { createContext, useContext } from 'react';
import type { LoginResponse, PublicUser } from '@takt/shared/schemas/user';

/** Auth state of spec §3 (isLoggedIn, token, user, isLoading) and its two transitions. */
export interface Session {
  isLoggedIn: boolean;
  token: string | null;
  user: PublicUser | null;
  /** True while a stored token waits for GET /api/user to confirm it. */
  isLoading: boolean;
  /** Starts the session of a login answer; rejects when the signed-in part cannot load. */
  signIn: (response: LoginResponse) => Promise<void>;
  logout: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** The current session; the provider lives in src/app so features can read it without coupling. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the SessionProvider');
  return session;
}
