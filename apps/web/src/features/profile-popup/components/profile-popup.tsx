import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useSession } from '../../../lib/session.ts';
import { useUserProfile } from '../api/user-profile.ts';
import { ProfileSections } from './profile-sections.tsx';
import '../profile-popup.css';

/**
 * The user profile popup (spec §2, §4): loading, then the person or the error dialog. Sections
 * appear only when the server sent them; it leaves sensitive data out for other students.
 */
export function ProfilePopup({ userId, onClose }: { userId: number; onClose: () => void }) {
  const profile = useUserProfile(userId);
  const { user: viewer } = useSession();
  if (profile.isPending) {
    return (
      <Modal open title="Profil korisnika" onClose={onClose} width="profile">
        <LoadingScreen />
      </Modal>
    );
  }
  if (profile.isError) {
    return (
      <Modal open title="Greška" onClose={onClose} width="profile">
        <p role="alert">Greška pri dohvaćanju podataka o korisniku</p>
        <div className="row dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            Zatvori
          </button>
        </div>
      </Modal>
    );
  }
  const user = profile.data;
  return (
    <Modal open title={`${user.ime} ${user.prezime}`} onClose={onClose} width="profile">
      <div className="profile-popup">
        <UserAvatar userId={user.id} name={`${user.ime} ${user.prezime}`} />
        <ProfileSections profile={user} />
      </div>
      {viewer?.isAdmin && user.isStudent && (
        // The school's admin opens 'Detalji učenika' on the profile page (its own feature).
        <div className="row dialog-actions">
          <Link className="button" to={`/profil?uredi=${user.id}`}>
            Uredi podatke učenika
          </Link>
        </div>
      )}
    </Modal>
  );
}
