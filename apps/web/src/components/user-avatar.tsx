import { useProfilePicture } from '../lib/profile-picture.ts';

interface UserAvatarProps {
  userId: number;
  /** Whose picture: names the image for screen readers. */
  name: string;
  /**
   * large: 120 px with a labelled placeholder (profile, popup; spec §2). icon: 24 px inside a
   * link or button that already names it (the bottom bar's Profil), so it is decorative.
   */
  size?: 'large' | 'icon';
}

const personIcon =
  'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-9 2.2-9 5v3h18v-3c0-2.8-4.6-5-9-5z';

/** A user's profile picture, or a person icon when there is none (every place shows the same). */
export function UserAvatar({ userId, name, size = 'large' }: UserAvatarProps) {
  const picture = useProfilePicture(userId);
  const px = size === 'large' ? 120 : 24;
  const decorative = size === 'icon';
  if (picture.data) {
    return (
      <img
        className={`avatar avatar-${size}`}
        src={picture.data}
        alt={decorative ? '' : `Profilna slika: ${name}`}
        width={px}
        height={px}
      />
    );
  }
  const iconPx = size === 'large' ? 64 : 24;
  return (
    <span
      className={`avatar avatar-${size} avatar-placeholder`}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': 'Nema profilne slike' })}
    >
      <svg width={iconPx} height={iconPx} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={personIcon} fill="currentColor" />
      </svg>
    </span>
  );
}
