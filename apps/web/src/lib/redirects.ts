import { hasAccess, type AccessLevel, type RoleFlags } from '@takt/shared/policy';

/** Where a signed-in user lands when nothing else is asked for. */
export const HOME_PATH = '/user';
export const LOGIN_PATH = '/login';
/** Where an account with a temporary password must set its own before anything else. */
export const PASSWORD_CHANGE_PATH = '/promjena-lozinke';

/** Location state a guard leaves for /login so the user can be sent back after signing in. */
export interface LoginLocationState {
  from?: string;
  message?: string;
}

/** Paths that must never be the target after login (they would loop or make no sense). */
const notAnOrigin = ['/login', '/signup', '/error'];

/**
 * The remembered origin when it is a safe in-app path (no protocol-relative or external URL,
 * no auth pages), else the signed-in home.
 */
export function redirectTargetAfterLogin(state: unknown): string {
  const from =
    state !== null && typeof state === 'object' ? (state as LoginLocationState).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return HOME_PATH;
  if (from.includes('\\')) return HOME_PATH;
  const pathname = from.split(/[?#]/)[0] ?? '';
  if (notAnOrigin.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return HOME_PATH;
  return from;
}

export type AccessDecision = 'wait' | 'allow' | 'login' | 'home';

/**
 * What a route guard does: wait for the session, let through, send a visitor to /login
 * (remembering the origin) or send a signed-in user without the role home.
 */
export function decideAccess(
  level: AccessLevel,
  session: { isLoading: boolean; user: RoleFlags | null },
): AccessDecision {
  if (level === 'public') return 'allow';
  if (session.isLoading) return 'wait';
  if (!session.user) return 'login';
  return hasAccess(level, session.user) ? 'allow' : 'home';
}
