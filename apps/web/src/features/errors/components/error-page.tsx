import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { NOT_FOUND_REDIRECT_MS } from '@takt/shared/constants';
import type { ErrorPageState } from '../../../lib/error-state.ts';
import { HOME_PATH, LOGIN_PATH } from '../../../lib/redirects.ts';
import { useSession } from '../../../lib/session.ts';
import { reportError } from '../api/report-error.ts';
import { isReportable } from '../error-report-history.ts';
import { TechnicalDetails } from './technical-details.tsx';

function readState(state: unknown): ErrorPageState | null {
  if (state === null || typeof state !== 'object') return null;
  const candidate = state as Partial<ErrorPageState>;
  return typeof candidate.message === 'string' ? (candidate as ErrorPageState) : null;
}

/** /error: the error passed in location state; without one, home or login. */
export default function ErrorPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const state = readState(location.state);
  const isNotFound = state?.isStale404 === true;

  // The not-found variant moves on to the signed-in home (the guard sends visitors to /login).
  useEffect(() => {
    if (!isNotFound) return;
    const timer = setTimeout(() => navigate(HOME_PATH, { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isNotFound, navigate]);

  const [showDetails, setShowDetails] = useState(false);

  // Spec §4: reported once (signed-in people only, to their school's inbox), then marked sent.
  useEffect(() => {
    if (!state || state.reported || !isLoggedIn || !isReportable(state)) return;
    navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: { ...state, reported: true },
    });
    void reportError(state);
  }, [state, isLoggedIn, navigate, location.pathname, location.search]);

  if (!state) return <Navigate to={isLoggedIn ? HOME_PATH : LOGIN_PATH} replace />;

  const retry = () => {
    if (state.path && state.path !== location.pathname) navigate(state.path, { replace: true });
    else window.location.reload();
  };

  return (
    <main id="main" className="page-narrow error-page">
      <div className="card stack">
        <h1>Oops! Nešto je pošlo po zlu</h1>
        <p className="error-message">{state.message}</p>
        {isNotFound && (
          <p className="muted" role="status">
            Preusmjeravanje na naslovnu za {NOT_FOUND_REDIRECT_MS / 1000} sekunde...
          </p>
        )}
        <div className="row">
          <button type="button" className="button" onClick={retry}>
            Pokušaj ponovno
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => navigate(HOME_PATH)}
          >
            Naslovna
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => navigate(LOGIN_PATH)}
          >
            Prijava
          </button>
        </div>
        <button
          type="button"
          className="link-button"
          aria-expanded={showDetails}
          aria-controls="technical-details"
          onClick={() => setShowDetails((v) => !v)}
        >
          {showDetails ? 'Sakrij tehničke detalje' : 'Prikaži tehničke detalje'}
        </button>
        {showDetails && <TechnicalDetails id="technical-details" state={state} />}
      </div>
    </main>
  );
}
