import { useNavigate } from 'react-router';
import type { Notification } from '@takt/shared/schemas/notifications';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { formatDateTime } from '../../../lib/date-format.ts';
import { useMarkAllRead, useMarkRead, useNotificationPages } from '../api/notifications.ts';
import { groupByDay } from '../group-by-day.ts';
import '../notifications.css';

/** An in-app path only: a notice never sends anyone off the app. */
const safeLink = (link: string | null) => (link && /^\/(?!\/)/.test(link) ? link : null);

function NotificationItem({ n }: { n: Notification }) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const link = safeLink(n.link);
  return (
    <li className={`notification-item${n.read ? '' : ' is-unread'}`}>
      <div className="notification-text">
        <h3 className="notification-title">
          {!n.read && <span className="visually-hidden">Nepročitano: </span>}
          {n.title}
        </h3>
        <p>{n.body}</p>
        <p className="muted notification-time">{formatDateTime(n.createdAt)}</p>
      </div>
      <div className="notification-actions">
        {link && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              if (!n.read) markRead.mutate(n.id);
              void navigate(link);
            }}
            aria-label={`Otvori: ${n.title}`}
          >
            Otvori
          </button>
        )}
        {!n.read && (
          <button
            type="button"
            className="button button-secondary"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(n.id)}
            aria-label={`Označi kao pročitano: ${n.title}`}
          >
            Pročitano
          </button>
        )}
      </div>
    </li>
  );
}

function Section({ title, items }: { title: string; items: Notification[] }) {
  if (items.length === 0) return null;
  return (
    <section className="stack" aria-label={title}>
      <h2>{title}</h2>
      {groupByDay(items, new Date()).map((group) => (
        <div key={group.label} className="notification-day">
          <h3 className="notification-day-label">{group.label}</h3>
          <ul className="notification-list">
            {group.items.map((n) => (
              <NotificationItem key={n.id} n={n} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** /obavijesti: the person's notifications, unread first, grouped by day. */
export default function NotificationsPage() {
  const pages = useNotificationPages();
  const markAll = useMarkAllRead();
  const all = pages.data?.pages.flatMap((p) => p.notifications) ?? [];
  const unreadCount = pages.data?.pages[0]?.unreadCount ?? 0;
  const unread = all.filter((n) => !n.read);
  const read = all.filter((n) => n.read);

  return (
    <div className="page stack">
      <div className="section-header">
        <h1>Obavijesti</h1>
        {unreadCount > 0 && (
          <button
            type="button"
            className="button"
            disabled={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Označi sve kao pročitano
          </button>
        )}
      </div>
      {pages.isPending && <LoadingScreen />}
      {pages.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju obavijesti
        </p>
      )}
      {pages.data && all.length === 0 && <p className="empty-state">Nemaš obavijesti.</p>}
      {pages.data && all.length > 0 && unread.length === 0 && (
        <p className="muted" role="status">
          Sve obavijesti su pročitane.
        </p>
      )}
      <Section title={`Nepročitane (${unreadCount})`} items={unread} />
      <Section title="Pročitane" items={read} />
      {pages.hasNextPage && (
        <button
          type="button"
          className="button button-secondary load-more"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          Učitaj još
        </button>
      )}
    </div>
  );
}
