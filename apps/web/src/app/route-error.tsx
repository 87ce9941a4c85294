import { Navigate, useLocation, useRouteError } from 'react-router';
import { toErrorState } from '../lib/error-state.ts';

/** Error boundary of every route but /error: a render error becomes the error page. */
export function RouteErrorRedirect() {
  const error = useRouteError();
  const location = useLocation();
  return <Navigate to="/error" replace state={toErrorState(error, location.pathname)} />;
}

/** Last resort when the app shell itself fails: static, no navigation, no dependencies. */
export function FatalError() {
  return (
    <main id="main" className="page-narrow">
      <div className="card stack">
        <h1>Oops! Nešto je pošlo po zlu</h1>
        <p>Aplikaciju nije moguće prikazati. Pokušajte ponovno učitati stranicu.</p>
        <div className="row">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Pokušaj ponovno
          </button>
        </div>
      </div>
    </main>
  );
}
