import { Link } from 'react-router';
import { useUnreadChats } from '../../../features/chat/api/chat-list.ts';

interface QuickActionsProps {
  /** The spec shows /admin to mentors, but the route admits admins only: a plain mentor would be bounced. */
  isAdmin: boolean;
  /** Active polls the user may see; the shortcut shows only when there are some. */
  activePollCount: number;
  showPolls: boolean;
}

const actions = [
  { to: '/raspored', label: 'Raspored' },
  { to: '/chat', label: 'Chat' },
  { to: '/racuni', label: 'Računi' },
  { to: '/profil', label: 'Profil' },
];

/** Shortcuts of the posts tab (spec §2); Chat shows how many conversations are unread. */
export function QuickActions({ isAdmin, activePollCount, showPolls }: QuickActionsProps) {
  const unreadChats = useUnreadChats();
  return (
    <nav aria-label="Brze akcije">
      <ul className="quick-actions">
        {actions.map((action) => (
          <li key={action.to}>
            <Link to={action.to} className="quick-action">
              {action.label}
              {action.to === '/chat' && unreadChats > 0 && (
                <>
                  {' '}
                  <span className="count-badge">{unreadChats}</span>
                  <span className="visually-hidden"> nepročitanih razgovora</span>
                </>
              )}
            </Link>
          </li>
        ))}
        {isAdmin && (
          <li>
            <Link to="/admin" className="quick-action">
              Administracija
            </Link>
          </li>
        )}
        {showPolls && activePollCount > 0 && (
          <li>
            <Link to="/user?tab=polls" className="quick-action quick-action-polls">
              Aktivne ankete <span className="count-badge">{activePollCount}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
