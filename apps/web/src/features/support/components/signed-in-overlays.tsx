import '../support.css';
import { useSession } from '../../../lib/session.ts';
import { HolidayPopup } from './holiday-popup.tsx';
import { TermsModal } from './terms-modal.tsx';

/** Overlays of signed-in pages: the terms until accepted, holiday and birthday greetings. */
export default function SignedInOverlays() {
  const { user } = useSession();
  if (!user || user.mustChangePassword) return null;
  return (
    <>
      <TermsModal />
      <HolidayPopup />
    </>
  );
}
