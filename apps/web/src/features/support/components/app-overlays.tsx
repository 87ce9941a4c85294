import '../support.css';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { CONSENT_EVENT, readConsent } from '../consent.ts';
import { AnalyticsCollector } from './analytics-collector.tsx';
import { CookieConsent } from './cookie-consent.tsx';

/** Overlays of every page: the cookie banner, and analytics once the person agreed to them. */
export default function AppOverlays() {
  const { isLoggedIn } = useSession();
  const [consent, setConsent] = useState(() => readConsent());
  useEffect(() => {
    const refresh = () => setConsent(readConsent());
    window.addEventListener(CONSENT_EVENT, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener(CONSENT_EVENT, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, []);
  return (
    <>
      <CookieConsent onChange={() => setConsent(readConsent())} />
      {isLoggedIn && consent?.analytics && <AnalyticsCollector />}
    </>
  );
}
