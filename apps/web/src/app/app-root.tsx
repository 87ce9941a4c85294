import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { ToastProvider } from '../components/ui/toast-provider.tsx';
import { isApiError } from '../lib/api-client.ts';
import { toErrorState } from '../lib/error-state.ts';
import { PRODUCT_NAME } from '../lib/site-config.ts';
import { usePageTitle } from './page-title.ts';
import { SessionProvider } from './session-provider.tsx';

/** Unhandled promise rejections go to /error like render errors do (spec §8). */
function useRejectionsToErrorPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      if (reason instanceof DOMException && reason.name === 'AbortError') return;
      // A 401 has already ended the session and gone to /login.
      if (isApiError(reason) && reason.status === 401) return;
      navigate('/error', { state: toErrorState(reason, window.location.pathname) });
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, [navigate]);
}

function DocumentTitle() {
  const title = usePageTitle();
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
  return null;
}

/** Root route element: session, toasts, title and the global error listener. */
export function AppRoot() {
  useRejectionsToErrorPage();
  return (
    <SessionProvider>
      <ToastProvider>
        <DocumentTitle />
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </ToastProvider>
    </SessionProvider>
  );
}
