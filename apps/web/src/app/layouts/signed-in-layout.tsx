import { useChatPushes } from '../../features/chat/use-chat-pushes.ts';
import { EnrollmentGate } from '../../features/enrollment/components/enrollment-gate.tsx';
import { Suspense } from 'react';
import SignedInOverlays from '../../features/support/components/signed-in-overlays.tsx';
import { useRealtime } from '../../lib/use-realtime.ts';
import { useSession } from '../../lib/session.ts';
import { BottomBar } from './bottom-bar.tsx';
import { PageOutlet } from './page-outlet.tsx';
import { TopBar } from './top-bar.tsx';

/** Frame of every signed-in page: top bar, the page, bottom navigation; pushes keep it current. */
export function SignedInLayout() {
  const { token, user } = useSession();
  useRealtime(token);
  useChatPushes();
  return (
    <div className="signed-in">
      {user?.isStudent && <EnrollmentGate />}
      <a className="skip-link" href="#main">
        Preskoči na sadržaj
      </a>
      <TopBar />
      <main id="main" className="signed-in-main">
        <PageOutlet />
      </main>
      <BottomBar />
      <Suspense fallback={null}>
        <SignedInOverlays />
      </Suspense>
    </div>
  );
}
