import { Link, useLocation } from 'react-router';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { usePendingCount } from '../../features/admin-home/api/pending-count.ts';
import { GroupDetailsButton } from '../../features/chat/components/group-details-button.tsx';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../page-title.ts';
import { useTitleInPage } from './use-title-in-page.ts';

/**
 * Page title (unless the page's heading already shows it), the admin link for admins (with the count of sign-up requests waiting) and
 * report-a-problem (both hidden in chat); in a group chat, the group-details button.
 */
export function TopBar() {
  const { user } = useSession();
  const title = usePageTitle();
  const titleInPage = useTitleInPage(title);
  const { pathname } = useLocation();
  const inChat = pathname === '/chat' || pathname.startsWith('/chat/');
  const showAdmin = Boolean(user?.isAdmin) && !inChat;
  const pending = usePendingCount(showAdmin).data ?? 0;
  const openChatId = /^\/chat\/(\d+)$/.exec(pathname)?.[1];
  return (
    <header className="top-bar">
      {/* Not a second copy of the page's own heading; kept (empty) so the actions stay right. */}
      <p className="top-bar-title">{titleInPage ? '' : title}</p>
      <div className="top-bar-actions">
        {openChatId && <GroupDetailsButton chatId={Number(openChatId)} />}
        {showAdmin && (
          <Link
            to="/admin"
            className="top-bar-link"
            aria-describedby={pending > 0 ? 'top-bar-pending' : undefined}
          >
            Admin
            {pending > 0 && (
              <span className="count-badge" aria-hidden="true">
                {pending}
              </span>
            )}
          </Link>
        )}
        {showAdmin && pending > 0 && (
          <span id="top-bar-pending" className="visually-hidden">
            {`Zahtjevi za upis na čekanju: ${pending}`}
          </span>
        )}
        {!inChat && (
          <Link
            to="/report-problem"
            state={{ from: pathname }}
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
