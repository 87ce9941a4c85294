import { NavLink } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useUnreadCount } from '../../features/notifications/api/notifications.ts';
import { useUnreadChats } from '../../features/chat/api/chat-list.ts';
import { NavIcon, type NavIconName } from './nav-icons.tsx';

interface NavItem {
  to: string;
  label: string;
  icon: NavIconName;
}

const items: NavItem[] = [
  { to: '/user', label: 'Naslovna', icon: 'home' },
  { to: '/raspored', label: 'Raspored', icon: 'schedule' },
  { to: '/obavijesti', label: 'Obavijesti', icon: 'bell' },
  { to: '/chat', label: 'Chat', icon: 'chat' },
  { to: '/racuni', label: 'Računi', icon: 'invoice' },
  { to: '/dokumenti', label: 'Poveznice', icon: 'link' },
  { to: '/profil', label: 'Profil', icon: 'profile' },
];

/**
 * Main navigation (spec §2). NavLink marks the active link with aria-current="page".
 * Profil shows the user's picture. Dots: Obavijesti while notifications are unread (polled every
 * 60 s, refreshed at once by the socket), Chat while some conversation has unread messages (kept
 * live by the socket), Računi for a student's unpaid invoice.
 */
export function BottomBar() {
  const { user } = useSession();
  const unpaid = Boolean(user?.isStudent && user.hasUnpaidInvoice);
  const unreadNotifications = (useUnreadCount(Boolean(user)).data ?? 0) > 0;
  const unreadChats = useUnreadChats(Boolean(user)) > 0;
  const dots: Record<string, string | undefined> = {
    '/racuni': unpaid ? 'neplaćeni račun' : undefined,
    '/chat': unreadChats ? 'nepročitane poruke' : undefined,
    '/obavijesti': unreadNotifications ? 'nepročitane obavijesti' : undefined,
  };
  return (
    <nav className="bottom-bar" aria-label="Glavna navigacija">
      <ul>
        {items.map((item) => {
          const dot = dots[item.to];
          return (
            <li key={item.to}>
              <NavLink to={item.to} className="bottom-bar-link">
                <span className="bottom-bar-icon">
                  {item.to === '/profil' && user ? (
                    <UserAvatar userId={user.id} name={`${user.ime} ${user.prezime}`} size="icon" />
                  ) : (
                    <NavIcon name={item.icon} />
                  )}
                  {dot && <span className="nav-dot" aria-hidden="true" />}
                </span>
                <span className="bottom-bar-label">{item.label}</span>
                {dot && <span className="visually-hidden">{` (${dot})`}</span>}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
