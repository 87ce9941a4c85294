import { Navigate, Outlet, useLocation } from 'react-router';
import type { AccessLevel } from '@takt/shared/policy';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { notFoundState } from '../lib/error-state.ts';
import {
  decideAccess,
  HOME_PATH,
  LOGIN_PATH,
  PASSWORD_CHANGE_PATH,
  redirectTargetAfterLogin,
} from '../lib/redirects.ts';
import { useSession } from '../lib/session.ts';

/** Lets through only users the level admits; visitors go to /login with the origin kept. */
export function RequireAccess({ level }: { level: AccessLevel }) {
  const session = useSession();
  const location = useLocation();
  switch (decideAccess(level, session)) {
    case 'wait':
      return <PageLoading />;
    case 'login':
      return (
        <Navigate
          to={LOGIN_PATH}
          replace
          state={{ from: `${location.pathname}${location.search}${location.hash}` }}
        />
      );
    case 'home':
      return <Navigate to={HOME_PATH} replace />;
    case 'allow':
      // A temporary password: nothing else until the user has set their own.
      if (session.user?.mustChangePassword && location.pathname !== PASSWORD_CHANGE_PATH) {
        return <Navigate to={PASSWORD_CHANGE_PATH} replace />;
      }
      return <Outlet />;
  }
}

/** /login and /signup: a signed-in visitor goes on (to the remembered origin, else /user). */
export function RedirectIfSignedIn() {
  const session = useSession();
  const location = useLocation();
  if (session.isLoading) return <PageLoading />;
  if (session.isLoggedIn) {
    return <Navigate to={redirectTargetAfterLogin(location.state)} replace />;
  }
  return <Outlet />;
}

/** Any unknown path: /error flagged as a stale 404 (spec §2). */
export function NotFoundRedirect() {
  const location = useLocation();
  return <Navigate to="/error" replace state={notFoundState(location.pathname)} />;
}
