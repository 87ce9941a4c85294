import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../components/ui/toast-context.ts';
import { ToastProvider } from '../components/ui/toast-provider.tsx';
import { messages } from '@takt/shared/messages';
import { isSessionEnded } from '../lib/api-client.ts';
import { toErrorState } from '../lib/error-state.ts';
import { isLoadFailure } from '../lib/load-failure.ts';
import { retryableLazy } from '../lib/retryable-lazy.ts';
import { PRODUCT_NAME } from '../lib/site-config.ts';
import { PageOutlet } from './layouts/page-outlet.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { usePageTitle } from './page-title.ts';
import { SessionProvider } from './session-provider.tsx';

/**
 * Unhandled promise rejections go to /error like render errors do (spec §8), except failures to
 * load (offline, a chunk gone after a deploy): those are a toast, and the screen stays.
 */
function RejectionListener() {
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      if (reason instanceof DOMException && reason.name === 'AbortError') return;
      // A 401 has already ended the session and gone to /login.
      if (isSessionEnded(reason)) return;
      if (isLoadFailure(reason)) {
        toast.show(messages.networkError, 'error');
        return;
      }
      navigate('/error', { state: toErrorState(reason, window.location.pathname) });
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, [navigate, toast]);
  return null;
}

function DocumentTitle() {
  const title = usePageTitle();
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
  return null;
}

/**
 * The installable app's parts, loaded after the first screen (not in the first download); a
 * failure to load them (offline before any worker) leaves the app as it is.
 */
function PwaParts() {
  const [Parts, setParts] = useState<ComponentType | null>(null);
  useEffect(() => {
    let current = true;
    import('./pwa/pwa-overlays.tsx').then(
      (m) => current && setParts(() => m.default),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return Parts ? <Parts /> : null;
}

// The cookie banner and analytics: their own chunk, after the page itself.
const AppOverlays = retryableLazy(() => import('../features/support/components/app-overlays.tsx'));

/** Root route element: session, toasts, title, the global error listener and the PWA parts. */
export function AppRoot() {
  return (
    <SessionProvider>
      <ToastProvider>
        <RejectionListener />
        <DocumentTitle />
        <PageOutlet fallback={<PageLoading />} />
        <Suspense fallback={null}>
          <AppOverlays />
        </Suspense>
        <PwaParts />
      </ToastProvider>
    </SessionProvider>
  );
}
