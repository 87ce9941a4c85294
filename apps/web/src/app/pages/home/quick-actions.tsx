import { Link } from 'react-router';

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

/** Shortcuts of the posts tab (spec §2); the chat unread badge arrives with chat. */
export function QuickActions({ isAdmin, activePollCount, showPolls }: QuickActionsProps) {
  return (
    <nav aria-label="Brze akcije">
      <ul className="quick-actions">
        {actions.map((action) => (
          <li key={action.to}>
            <Link to={action.to} className="quick-action">
              {action.label}
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
