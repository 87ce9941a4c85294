import { Link, useLocation } from 'react-router';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../page-title.ts';

/** Page title, the admin link for admins and report-a-problem (both hidden in chat). */
export function TopBar() {
  const { user } = useSession();
  const title = usePageTitle();
  const { pathname } = useLocation();
  const inChat = pathname === '/chat' || pathname.startsWith('/chat/');
  return (
    <header className="top-bar">
      <p className="top-bar-title">{title}</p>
      <div className="top-bar-actions">
        {user?.isAdmin && !inChat && (
          <Link to="/admin" className="top-bar-link">
            Admin
          </Link>
        )}
        {!inChat && (
          <Link
            to="/report-problem"
            className="icon-button"
            aria-label="Prijavi problem"
            title="Prijavi problem"
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" fill="currentColor" />
            </svg>
          </Link>
        )}
        <ThemeToggle />
      </div>
    </header>
  );
}
