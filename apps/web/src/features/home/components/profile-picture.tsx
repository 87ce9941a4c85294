import { useProfilePicture } from '../../../lib/profile-picture.ts';

/** The picture at 120 px, or a placeholder icon when there is none (spec §2). */
export function ProfilePicture({ userId, name }: { userId: number; name: string }) {
  const picture = useProfilePicture(userId);
  if (picture.data) {
    return (
      <img
        className="profile-picture"
        src={picture.data}
        alt={`Profilna slika: ${name}`}
        width={120}
        height={120}
      />
    );
  }
  return (
    <div
      className="profile-picture profile-picture-placeholder"
      role="img"
      aria-label="Nema profilne slike"
    >
      <svg width="64" height="64" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-9 2.2-9 5v3h18v-3c0-2.8-4.6-5-9-5z"
          fill="currentColor"
        />
      </svg>
    </div>
  );
}
