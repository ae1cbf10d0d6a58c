import { lazy, Suspense, useState } from 'react';
import { useNotificationCount } from '../api/notifications';
import { bellLabel, unreadBadge } from '../format';
import '../notifications.css';

const NotificationsPanel = lazy(() =>
  import('./NotificationsPanel').then((module) => ({ default: module.NotificationsPanel })),
);

/** The bell in the top bar (signed in only): unread count, polled every minute while the page is visible. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const query = useNotificationCount();
  const unread = query.data?.unread ?? 0;
  const badge = unreadBadge(unread);
  return (
    <>
      <button
        type="button"
        className="icon-button bell"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg
          className="icon"
          viewBox="0 0 24 24"
          width="24"
          height="24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {badge ? (
          <span className="bell-badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationsPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
