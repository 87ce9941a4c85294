import { EnrollmentCard } from '../../../features/enrollment/components/enrollment-card.tsx';
import ProfilePage from '../../../features/profile/components/profile-page.tsx';
import { useSession } from '../../../lib/session.ts';

/** /profil with the cards of other features: students get their enrollment card. */
export default function ProfileWithCards() {
  const { user } = useSession();
  return <ProfilePage extra={user?.isStudent ? <EnrollmentCard /> : null} />;
}
