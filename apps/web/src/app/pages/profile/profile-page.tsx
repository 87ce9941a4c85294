import ProfilePage from '../../../features/profile/components/profile-page.tsx';
import NotificationSettings from '../../../features/notifications/components/notification-settings.tsx';

/** /profil: the profile, then where notifications arrive (push, install, per kind). */
export default function ProfileWithSettingsPage() {
  return (
    <>
      <ProfilePage />
      <div className="page stack">
        <NotificationSettings />
      </div>
    </>
  );
}
