import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadFailureBoundary } from '../../components/load-failure-boundary.tsx';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';

/**
 * Where a layout shows its page: a spinner while the page's code loads, and the retry notice
 * if it cannot be loaded, so the bars around it stay. Another address forgets the failure.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <LoadFailureBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </LoadFailureBoundary>
  );
}
