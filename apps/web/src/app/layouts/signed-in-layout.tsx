import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { TopBar } from './top-bar.tsx';

/** Frame of every signed-in page: top bar, the page, bottom navigation. */
export function SignedInLayout() {
  return (
    <div className="signed-in">
      <a className="skip-link" href="#main">
        Preskoči na sadržaj
      </a>
      <TopBar />
      <main id="main" className="signed-in-main">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomBar />
    </div>
  );
}
