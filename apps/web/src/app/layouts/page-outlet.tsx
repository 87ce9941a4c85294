import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadFailureBoundary } from '../../components/load-failure-boundary.tsx';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';

/**
 * Where a layout shows its page: a spinner while the page's code loads, and the retry notice
 * if it cannot be loaded, so the bars around it stay. Another address forgets the failure.
 * The spinner's message is the screen's heading until the page has its own; outside any layout
 * it is a whole screen of its own (PageLoading).
 */
export function PageOutlet({ fallback = <LoadingScreen heading /> }: { fallback?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <LoadFailureBoundary resetKey={pathname}>
      <Suspense fallback={fallback}>
        <Outlet />
      </Suspense>
    </LoadFailureBoundary>
  );
}
