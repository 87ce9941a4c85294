import '../../../styles/accounts-forms.css';
import '../../../styles/accounts-admin.css';
import { MentorLinkCard } from '../../../features/admin-home/components/mentor-link-card.tsx';
import { MentorsScreen } from '../../../features/administration/components/mentors-screen.tsx';

/** /mentori: the mentors list and, for copying, the school's mentor sign-up link. */
export default function MentorsPage() {
  return (
    <div className="page stack">
      <MentorsScreen />
      <MentorLinkCard />
    </div>
  );
}
